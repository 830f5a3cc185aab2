//! A PE program into IR: one `builtin.module` per program, holding a
//! `memref.global` for each global `var` (its comptime initializer as the
//! initial value) and a `func.func` for each `fn` and `task`, whose bodies
//! use arith, scf and memref (statements in `body.rs`, expressions in
//! `expr.rs`, both built with `builder.rs`'s function builder); memory DSD
//! operations become loops over their elements (`dsd.rs`). Comptime values
//! (params, `const`s, DSDs) are folded where they are used.

mod body;
mod builder;
mod dsd;
mod exits;
mod expr;
mod int_types;
mod library;
mod map;
mod math;
mod pointer;
mod reachable;
mod written;

use super::ast::{DeclKind, File, Item, Span};
use super::eval::builtins::Machine;
use super::eval::{error, Eval, Evaluator, Hooks};
use super::layout::route_of;
use super::layout::{Pe, Route};
use super::value::{FloatType, IdKind, IntType, Type, Value};
use crate::diagnostic::Diagnostic;
use crate::source_files::SourceFiles;
use melior::{
    ir::{
        attribute::{DenseElementsAttribute, StringAttribute},
        block::BlockLike,
        operation::{OperationBuilder, OperationMutLike},
        r#type::{IntegerType, MemRefType, RankedTensorType},
        Attribute, Identifier, Location, Module, Type as MlirType,
    },
    Context,
};
use std::collections::{BTreeMap, BTreeSet};

/// The machine builtins of a PE file's top-level `comptime` blocks: the
/// exported symbols (host name to global).
#[derive(Default)]
struct PeHooks {
    exports: Vec<(String, String, Span)>,
    /// (task, kind, id, where it was bound).
    tasks: Vec<(String, &'static str, u16, Span)>,
    /// Task IDs (or colors) blocked before the program starts.
    blocked: Vec<u16>,
    /// `@activate(id)` in a top-level comptime block: local tasks that run
    /// when the program starts, and where each was activated.
    activated: Vec<(u16, Span)>,
    /// `@initialize_queue(q, .{ .color = c })`: (queue, color, where).
    queues: Vec<(u16, u16, Span)>,
    /// `@set_local_color_config(c, config)`: the route of color c on every
    /// PE of the program.
    local_routes: Vec<(u16, Route)>,
}

impl Hooks for PeHooks {
    fn builtin(
        &mut self,
        name: &super::ast::Name,
        args: &[(Value, Span)],
        at: &Span,
    ) -> Option<Eval<Value>> {
        match name.text.as_str() {
            "export_symbol" => Some(match args {
                [(Value::Address(global), _), (Value::Str(host), _)] => {
                    self.exports.push((
                        String::from_utf8_lossy(host).into_owned(),
                        global.clone(),
                        at.clone(),
                    ));
                    Ok(Value::Void)
                }
                [(Value::Fn(function), _)] => {
                    self.exports
                        .push((function.clone(), function.clone(), at.clone()));
                    Ok(Value::Void)
                }
                [(Value::Fn(function), _), (Value::Str(host), _)] => {
                    self.exports.push((
                        String::from_utf8_lossy(host).into_owned(),
                        function.clone(),
                        at.clone(),
                    ));
                    Ok(Value::Void)
                }
                _ => Err(error(
                    at,
                    "@export_symbol takes a pointer to a global (or a function) and a name",
                )),
            }),
            "bind_local_task" | "bind_data_task" | "bind_control_task" => {
                let (kind, id_kind) = match name.text.as_str() {
                    "bind_local_task" => ("local", IdKind::LocalTask),
                    "bind_data_task" => ("data", IdKind::DataTask),
                    _ => ("control", IdKind::ControlTask),
                };
                Some(match args {
                    [(Value::Fn(task), _), (Value::Id { kind: given, id }, _)]
                        if *given == id_kind =>
                    {
                        self.tasks.push((task.clone(), kind, *id, at.clone()));
                        Ok(Value::Void)
                    }
                    _ => Err(error(
                        at,
                        format!("@{} takes a task and a {}", name.text, id_kind.type_name()),
                    )),
                })
            }
            "initialize_queue" => Some(match args {
                [(Value::Id { kind, id }, _), (config, config_span)]
                    if matches!(kind, IdKind::InputQueue | IdKind::OutputQueue) =>
                {
                    match config.field("color") {
                        Some(Value::Id {
                            kind: IdKind::Color,
                            id: color,
                        }) => {
                            if *kind == IdKind::InputQueue {
                                self.queues.push((*id, *color, at.clone()));
                            }
                            Ok(Value::Void)
                        }
                        _ => Err(error(
                            config_span,
                            "@initialize_queue ties the queue to `.color`, a color",
                        )),
                    }
                }
                [(Value::Id { kind, .. }, _)] if *kind == IdKind::OutputQueue => Ok(Value::Void),
                _ => Err(error(
                    at,
                    "@initialize_queue takes a queue and a struct with its `.color`",
                )),
            }),
            "set_local_color_config" => Some(match args {
                [(
                    Value::Id {
                        kind: IdKind::Color,
                        id,
                    },
                    _,
                ), (config, config_span)] => route_of(config, config_span, at).map(|route| {
                    self.local_routes.push((*id, route));
                    Value::Void
                }),
                _ => Err(error(
                    at,
                    "@set_local_color_config takes a color and a config struct",
                )),
            }),
            // In a top-level comptime block: the state the program starts in.
            "activate" => Some(match args {
                [(
                    Value::Id {
                        kind: IdKind::LocalTask,
                        id,
                    },
                    _,
                )] => {
                    self.activated.push((*id, at.clone()));
                    Ok(Value::Void)
                }
                [(other, span)] => Err(error(
                    span,
                    format!("@activate takes a local_task_id, not {other}"),
                )),
                _ => Err(error(at, "@activate takes one local_task_id")),
            }),
            "block" | "unblock" => Some(match args {
                [(Value::Id { id, .. }, _)] => {
                    if name.text == "block" {
                        self.blocked.push(*id);
                    } else {
                        self.blocked.retain(|b| b != id);
                    }
                    Ok(Value::Void)
                }
                _ => Err(error(
                    at,
                    format!("@{} takes a task ID or a color", name.text),
                )),
            }),
            _ => None,
        }
    }
}

/// The MLIR type of a runtime CSL type; None for comptime-only ones.
pub(super) fn mlir_type<'c>(context: &'c Context, ty: &Type) -> Option<MlirType<'c>> {
    Some(match ty {
        Type::Bool => IntegerType::new(context, 1).into(),
        Type::Int(IntType { bits, .. }) => IntegerType::new(context, u32::from(*bits)).into(),
        Type::Float(FloatType::F16) => MlirType::float16(context),
        Type::Float(FloatType::F32) => MlirType::float32(context),
        Type::Pointer { many, pointee, .. } => pointer::pointer_memref(context, *many, pointee)?,
        // A task ID passed at run time (a library's callback): its number.
        Type::Id(crate::csl::value::IdKind::LocalTask) => IntegerType::new(context, 32).into(),
        _ => return None,
    })
}

/// The memref type of a global of type `ty`: an array's shape, or rank 0.
fn memref_type<'c>(context: &'c Context, ty: &Type) -> Option<(MemRefType<'c>, Vec<i64>)> {
    let (shape, element) = match ty {
        Type::Array { dims, element } => (dims.iter().map(|d| *d as i64).collect(), &**element),
        other => (Vec::new(), other),
    };
    if matches!(element, Type::Pointer { .. }) {
        return None;
    }
    let element = mlir_type(context, element)?;
    Some((MemRefType::new(element, &shape, None, None), shape))
}

/// Bytes a value of `ty` takes in a PE's memory (a word for what has no
/// size of its own).
pub(super) fn storage_bytes(ty: &Type) -> u64 {
    match ty {
        Type::Bool => 1,
        Type::Int(t) => u64::from(t.bits).div_ceil(8),
        Type::Float(FloatType::F16) => 2,
        Type::Array { dims, element } => dims
            .iter()
            .try_fold(storage_bytes(element), |total, d| total.checked_mul(*d))
            .unwrap_or(u64::MAX),
        _ => 4,
    }
}

/// A global's initial value as a dense attribute.
fn initial_value<'c>(
    context: &'c Context,
    value: &Value,
    shape: &[i64],
    element: MlirType<'c>,
) -> Option<Attribute<'c>> {
    let scalars: Vec<&Value> = match value {
        Value::Array { elements, .. } => elements.iter().collect(),
        other => vec![other],
    };
    let text = |v: &Value| match v {
        Value::Int { value, .. } => Some(value.to_string()),
        Value::Float { value, .. } => Some(float_literal(*value)),
        Value::Bool(b) => Some(b.to_string()),
        _ => None,
    };
    let items: Vec<String> = scalars.iter().map(|v| text(v)).collect::<Option<_>>()?;
    let dims: Vec<u64> = shape.iter().map(|d| *d as u64).collect();
    let tensor = RankedTensorType::new(&dims, element, None);
    // One value everywhere is a splat; else the values nested by the shape
    // (none for an array without elements: `dense<>`).
    let body = if items.is_empty() {
        String::new()
    } else if items.iter().all(|i| Some(i) == items.first()) {
        items.first()?.clone()
    } else {
        nested(&items, &dims)
    };
    let literal = format!("dense<{body}> : {}", MlirType::from(tensor));
    let attribute = Attribute::parse(context, &literal)?;
    DenseElementsAttribute::try_from(attribute)
        .ok()
        .map(Into::into)
}

/// `items` in brackets nested by `dims` (row-major).
fn nested(items: &[String], dims: &[u64]) -> String {
    match dims.split_first() {
        None => items.first().cloned().unwrap_or_default(),
        Some((_, inner)) => {
            let chunk = inner.iter().product::<u64>().max(1) as usize;
            let parts: Vec<String> = items.chunks(chunk).map(|c| nested(c, inner)).collect();
            format!("[{}]", parts.join(", "))
        }
    }
}

/// A float as MLIR writes one: a mantissa with a point (`5.0e-1`), or the
/// bits of an infinity or NaN.
fn float_literal(value: f64) -> String {
    if !value.is_finite() {
        return format!("0x{:016X}", value.to_bits());
    }
    let text = format!("{value:e}");
    match text.split_once('e') {
        Some((mantissa, exponent)) if !mantissa.contains('.') => format!("{mantissa}.0e{exponent}"),
        _ => text,
    }
}

/// A route a PE file gives its own PEs: the PE, the color, the route.
pub type LocalRoute = (Pe, u16, Route);

/// Where a program runs and what the layout routes there.
pub struct Placement<'a> {
    pub pes: &'a [Pe],
    /// The layout's routes, by (PE, color).
    pub routes: &'a BTreeMap<(Pe, u16), Route>,
    /// The memcpy library's streaming colors: the host's end is routed by
    /// the library, not by the program.
    pub streams: &'a [(String, u16)],
    /// The one PE of a program whose file imports `<layout>`.
    pub own_pe: Option<Pe>,
    /// The layout's rectangle (width, height): `@get_rectangle()`.
    pub rectangle: (u16, u16),
}

/// A global's storage, built before the code is lowered.
struct Storage<'c> {
    name: String,
    span: Span,
    ty: Type,
    bytes: u64,
    op: melior::ir::Operation<'c>,
}

/// Lowers PE file `file` with `params` into a module named `name`; also the
/// routes its `@set_local_color_config`s give each of its PEs.
pub fn lower_program<'c>(
    context: &'c Context,
    files: &SourceFiles,
    file: &File,
    params: BTreeMap<String, Value>,
    machine: Machine,
    name: &str,
    placement: &Placement,
) -> Result<(Module<'c>, Vec<LocalRoute>), Vec<Diagnostic>> {
    let _span = tracing::info_span!("csl-lower-program", program = name).entered();
    let at = |span: &Span| {
        let (f, line, column) = files.position(span.start);
        Location::new(context, f, line, column)
    };
    let mut evaluator = Evaluator::new(file, params, machine);
    evaluator.set_pe(placement.own_pe);
    evaluator.set_rectangle(placement.rectangle.0, placement.rectangle.1);
    let mut hooks = PeHooks::default();
    let mut module = Module::new(at(&(0..0)));
    let mut errors = Vec::new();
    // Storage: each global `var`, kept below if the code uses it.
    let mut storage: Vec<Storage<'c>> = Vec::new();
    let names = written::names(file);
    for item in &file.items {
        let Item::Decl(decl) = item else { continue };
        // A `const` array a DSD walks is stored too (its initial values).
        let walked_const = decl.kind == DeclKind::Const
            && (names.walked.contains(&decl.name.text) || names.written.contains(&decl.name.text));
        if decl.kind != DeclKind::Var && !walked_const {
            continue;
        }
        let value = match evaluator.global(&decl.name.text, &decl.name.span, &mut hooks) {
            Ok(v) => v,
            // As cslc analyses lazily, a global no code uses may not
            // evaluate (a module's DSD over a stream its import left `{}`):
            // a use evaluates it again and reports the error there.
            Err(_) => continue,
        };
        // A pointer variable (`var p: [*]f32 = &x;`) names storage, it is none.
        if matches!(value, Value::Address(_)) {
            continue;
        }
        // A fabric DSD `var` that no code writes is as fixed as a `const`
        // one: its color and extent live in the operations that use it.
        if matches!(value, Value::FabricDsd(_)) && !names.written.contains(&decl.name.text) {
            continue;
        }
        // A DSD variable keeps its walk at comptime and its element offset
        // (what @increment_dsd_offset moves) in an i32.
        let value = match value {
            Value::Dsd { access, .. } => Value::Int {
                ty: Some(IntType {
                    signed: true,
                    bits: 32,
                }),
                value: i128::from(access.offset),
            },
            other => other,
        };
        let ty = value.type_of();
        // One global larger than the PE's memory is refused before MLIR
        // builds its initial value; the sum over the globals the code uses
        // is checked once it is lowered.
        let bytes = storage_bytes(&ty);
        if bytes > u64::from(machine.memory_bytes) {
            errors.push(error(
                &decl.name.span,
                format!(
                    "`{}` ({ty}) does not fit: it takes {bytes} bytes, a PE has {} bytes of memory",
                    decl.name.text, machine.memory_bytes
                ),
            ));
            break;
        }
        let Some((memref, shape)) = memref_type(context, &ty) else {
            errors.push(error(
                &decl.name.span,
                format!("a global of type {ty} has no storage on a PE"),
            ));
            continue;
        };
        let Some(element) = mlir_type(
            context,
            match &ty {
                Type::Array { element, .. } => element,
                other => other,
            },
        ) else {
            continue;
        };
        let Some(initial) = initial_value(context, &value, &shape, element) else {
            errors.push(error(&decl.name.span, "internal error: no initial value"));
            continue;
        };
        let op = OperationBuilder::new("memref.global", at(&decl.span))
            .add_attributes(&[
                (
                    Identifier::new(context, "sym_name"),
                    StringAttribute::new(context, &decl.name.text).into(),
                ),
                (
                    Identifier::new(context, "type"),
                    melior::ir::attribute::TypeAttribute::new(memref.into()).into(),
                ),
                (Identifier::new(context, "initial_value"), initial),
                // Word-aligned, so that the host copies whole words of
                // every array (16-bit ones included).
                (
                    Identifier::new(context, "alignment"),
                    melior::ir::attribute::IntegerAttribute::new(
                        IntegerType::new(context, 64).into(),
                        4,
                    )
                    .into(),
                ),
            ])
            .build();
        match op {
            Ok(op) => storage.push(Storage {
                name: decl.name.text.clone(),
                span: decl.name.span.clone(),
                ty,
                bytes,
                op,
            }),
            Err(e) => errors.push(error(&decl.span, format!("internal error: {e}"))),
        }
    }
    // Top-level comptime blocks: exports (bindings come with tasks).
    for item in &file.items {
        if let Item::Comptime(block) = item {
            if let Err(e) = evaluator.run(block, &mut hooks) {
                errors.push(e);
            }
        }
    }
    // `export var x` is a symbol the host reads by its name (SdkLayout's
    // read_symbol), as `@export_symbol(&x, "x")` would make it.
    for item in &file.items {
        if let Item::Decl(decl) = item {
            let name = &decl.name.text;
            if decl.qualifiers.export && !hooks.exports.iter().any(|(host, _, _)| host == name) {
                hooks
                    .exports
                    .push((name.clone(), name.clone(), decl.name.span.clone()));
            }
        }
    }
    // Functions and tasks; the runtime functions they call, declared once.
    let mut program = builder::ProgramState {
        written: names.written,
        task_ids: hooks
            .tasks
            .iter()
            .map(|(task, kind, id, _)| (task.clone(), (*kind, *id)))
            .collect(),
        ..Default::default()
    };
    for item in &file.items {
        let Item::Fn(function) = item else { continue };
        match body::function(context, files, &mut evaluator, function, &mut program) {
            Ok(op) => {
                module.body().append_operation(op);
            }
            Err(e) => errors.push(e),
        }
    }
    for op in std::mem::take(&mut program.outlined) {
        module.body().append_operation(op);
    }
    // As cslc, a global that neither the code nor the host uses takes no
    // memory (a module's FIFO buffer for a stream its import left out).
    let mut global_bytes = 0u64;
    let mut kept = 0;
    for global in storage {
        let exported = hooks.exports.iter().any(|(_, g, _)| *g == global.name);
        if !exported && !program.globals.contains(&global.name) {
            continue;
        }
        global_bytes += global.bytes;
        if global_bytes > u64::from(machine.memory_bytes) {
            errors.push(error(
                &global.span,
                format!(
                    "`{}` ({}) does not fit: the globals take {global_bytes} bytes up to here, a PE has {} bytes of memory",
                    global.name, global.ty, machine.memory_bytes
                ),
            ));
            break;
        }
        // Before the functions, as declared.
        module.body().insert_operation(kept, global.op);
        kept += 1;
    }
    // A binding names a task of the file.
    for (task, _, _, span) in &hooks.tasks {
        let is_task = file
            .items
            .iter()
            .any(|item| matches!(item, Item::Fn(f) if f.name.text == *task && f.task));
        if !is_task {
            errors.push(error(
                span,
                format!("`{task}` is not a task of the file: only a `task` is bound to a task ID"),
            ));
        }
    }
    // A task activated at comptime is bound, as a local task.
    for (id, span) in &hooks.activated {
        let bound = hooks
            .tasks
            .iter()
            .any(|(_, kind, bound, _)| *kind == "local" && bound == id);
        if !bound {
            errors.push(error(
                span,
                format!("local task {id} is activated at comptime but no task is bound to it (@bind_local_task)"),
            ));
        }
    }
    let queue_colors: BTreeMap<u16, u16> = hooks
        .queues
        .iter()
        .map(|(q, c, _)| (*q, *c))
        .chain(program.queues.iter().copied())
        .collect();
    // A data task fed by a memcpy stream runs only on the PEs the host
    // sends to, which the program does not say: what it alone reaches is
    // checked when it runs (the simulator's router refuses the send), as
    // cslc leaves it to the machine.
    let host_fed: BTreeSet<String> = hooks
        .tasks
        .iter()
        .filter(|(_, kind, _, _)| *kind == "data")
        .filter(|(_, _, id, _)| {
            let color = if machine.data_task_by_queue {
                queue_colors.get(id).copied()
            } else {
                Some(*id)
            };
            color.is_some_and(|c| placement.streams.iter().any(|(_, s)| *s == c))
        })
        .map(|(task, ..)| task.clone())
        .collect();
    // Every color the program sends or receives on is routed to or from
    // its CE, on every PE that runs it.
    let bindings: Vec<(String, &'static str, u16)> = hooks
        .tasks
        .iter()
        .map(|(task, kind, id, _)| (task.clone(), *kind, *id))
        .collect();
    let activated: BTreeSet<u16> = hooks.activated.iter().map(|(id, _)| *id).collect();
    let runs = reachable::reachable(
        hooks.exports.iter().map(|(_, f, _)| f.clone()),
        &bindings,
        &host_fed,
        &activated,
        &program.activations,
        &program.calls,
    );
    let mut uses: Vec<builder::FabricUse> = program
        .fabric_uses
        .iter()
        .filter(|u| u.function.as_ref().is_none_or(|f| runs.contains(f)))
        .cloned()
        .collect();
    for (_, kind, id, span) in &hooks.tasks {
        if *kind == "data" {
            let color = if machine.data_task_by_queue {
                match queue_colors.get(id) {
                    Some(color) => *color,
                    None => {
                        errors.push(error(
                            span,
                            format!("input queue {id} has no color: tie it with @initialize_queue({id}, .{{ .color = ... }})"),
                        ));
                        continue;
                    }
                }
            } else {
                *id
            };
            uses.push(builder::FabricUse {
                color,
                send: false,
                span: span.clone(),
                function: None,
            });
        }
    }
    let mut local_routes = Vec::new();
    for pe in placement.pes {
        for (color, route) in &hooks.local_routes {
            if placement.routes.contains_key(&(*pe, *color)) {
                errors.push(error(
                    &route.span,
                    format!(
                        "color {color} at PE ({}, {}) is configured by the layout already",
                        pe.0, pe.1
                    ),
                ));
            }
            local_routes.push((*pe, *color, route.clone()));
        }
    }
    for used in &uses {
        if placement.streams.iter().any(|(_, c)| *c == used.color) {
            continue;
        }
        for pe in placement.pes {
            let route = placement.routes.get(&(*pe, used.color)).or_else(|| {
                hooks
                    .local_routes
                    .iter()
                    .find(|(c, _)| *c == used.color)
                    .map(|(_, r)| r)
            });
            let ramp = super::value::Direction::Ramp;
            let routed = route.is_some_and(|r| {
                if used.send {
                    r.may_receive_from(ramp)
                } else {
                    r.may_send_to(ramp)
                }
            });
            if !routed {
                let (verb, field) = if used.send {
                    ("sends on", "rx")
                } else {
                    ("receives from", "tx")
                };
                errors.push(error(
                    &used.span,
                    format!(
                        "this {verb} color {} at PE ({}, {}), whose route there has no RAMP in `.{field}`",
                        used.color, pe.0, pe.1
                    ),
                ));
                break;
            }
        }
    }
    if !errors.is_empty() {
        errors.sort_by_key(|e| e.span.start);
        return Err(errors);
    }
    let exports: Vec<(Identifier<'c>, Attribute<'c>)> = hooks
        .exports
        .iter()
        .map(|(host, global, _)| {
            (
                Identifier::new(context, host),
                StringAttribute::new(context, global).into(),
            )
        })
        .collect();
    let tasks: Vec<(Identifier<'c>, Attribute<'c>)> = hooks
        .tasks
        .iter()
        .map(|(task, kind, id, _)| {
            // A data task's parameters split its wavelet.
            let params = file
                .items
                .iter()
                .find_map(|item| match item {
                    Item::Fn(f) if f.name.text == *task => Some(f.params.len()),
                    _ => None,
                })
                .unwrap_or(0);
            (
                Identifier::new(context, task),
                StringAttribute::new(context, &format!("{kind}:{id}:{params}")).into(),
            )
        })
        .collect();
    let queues: Vec<i64> = queue_colors
        .iter()
        .flat_map(|(q, c)| [i64::from(*q), i64::from(*c)])
        .collect();
    let blocked: Vec<i64> = hooks.blocked.iter().map(|b| i64::from(*b)).collect();
    let activated: Vec<i64> = hooks.activated.iter().map(|(a, _)| i64::from(*a)).collect();
    let mut op = module.as_operation_mut();
    op.set_attribute(
        "fabric.tasks",
        melior::ir::attribute::DictionaryAttribute::new(context, &tasks).into(),
    );
    op.set_attribute(
        "fabric.queues",
        melior::ir::attribute::DenseI64ArrayAttribute::new(context, &queues).into(),
    );
    op.set_attribute(
        "fabric.blocked",
        melior::ir::attribute::DenseI64ArrayAttribute::new(context, &blocked).into(),
    );
    if !activated.is_empty() {
        op.set_attribute(
            "fabric.activated",
            melior::ir::attribute::DenseI64ArrayAttribute::new(context, &activated).into(),
        );
    }
    // The fabric.program of the same name is the symbol; the code is its
    // attribute's.
    op.set_attribute("fabric.program", StringAttribute::new(context, name).into());
    op.set_attribute(
        "fabric.exports",
        melior::ir::attribute::DictionaryAttribute::new(context, &exports).into(),
    );
    Ok((module, local_routes))
}
