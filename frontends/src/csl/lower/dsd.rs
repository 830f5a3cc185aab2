//! Memory DSD operations as loops: `@fadds(z, x, y)` walks the shortest of
//! its DSD operands, reading each source's element (or a scalar, the same
//! every time), computing, and writing the destination's element. An
//! element of a DSD over array A is `A[offset + Σ stride_d · i_d]`, the
//! variables split out of the loop counter row-major (the last fastest).

use super::super::ast::{Expr, ExprKind, Name, Span};
use super::super::eval::{error, Eval};
use super::super::value::{Access, FabricDsd, FloatType, IdKind, IntType, Type, Value};
use super::builder::{FabricUse, FnBuilder, MachineOp, Operand};
use melior::ir::{operation::OperationBuilder, ValueLike};
use tanto_dialects::ir::handles::ValueHandle;

/// What an operation computes per element from its sources.
#[derive(Clone, Copy)]
enum Compute {
    Add,
    Sub,
    Mul,
    /// `src0 + src1 * scalar`.
    MulAdd,
    Move,
    Neg,
}

/// The operation `@name` computes, and the element type it works in.
fn signature(name: &str) -> Option<(Compute, Type)> {
    let f32 = Type::Float(FloatType::F32);
    let f16 = Type::Float(FloatType::F16);
    let i16 = Type::Int(IntType {
        signed: true,
        bits: 16,
    });
    Some(match name {
        "fadds" => (Compute::Add, f32),
        "fsubs" => (Compute::Sub, f32),
        "fmuls" => (Compute::Mul, f32),
        "fmacs" => (Compute::MulAdd, f32),
        "fmovs" => (Compute::Move, f32),
        "fnegs" => (Compute::Neg, f32),
        "faddh" => (Compute::Add, f16),
        "fsubh" => (Compute::Sub, f16),
        "fmulh" => (Compute::Mul, f16),
        "fmach" => (Compute::MulAdd, f16),
        "fmovh" => (Compute::Move, f16),
        "fnegh" => (Compute::Neg, f16),
        "add16" => (Compute::Add, i16.clone()),
        "sub16" => (Compute::Sub, i16.clone()),
        // Bit copies: the element type is the destination's.
        "mov16" => (Compute::Move, i16),
        "mov32" => (
            Compute::Move,
            Type::Int(IntType {
                signed: true,
                bits: 32,
            }),
        ),
        _ => return None,
    })
}

/// An options literal with an `.index` field: the literal without it,
/// and the index's expression.
fn split_index(arg: &Expr) -> Option<(Expr, &Expr)> {
    let ExprKind::Literal { ty: None, fields } = &arg.kind else {
        return None;
    };
    let at = fields
        .iter()
        .position(|(name, _)| name.as_ref().is_some_and(|n| n.text == "index"))?;
    let mut rest = arg.clone();
    if let ExprKind::Literal { fields, .. } = &mut rest.kind {
        fields.remove(at);
    }
    Some((rest, &fields[at].1))
}

/// `.index = i`: each memory operand with `.wavelet_index_offset` starts
/// `i` 16-bit words further on (i / 2 elements of 32 bits).
fn offset_by_index(
    b: &mut FnBuilder,
    sides: &mut [Side],
    element: Type,
    words: Operand,
    at: &Span,
) -> Eval<()> {
    let i32_type = Type::Int(IntType {
        signed: true,
        bits: 32,
    });
    let words = b.materialize(words, &i32_type, at)?;
    let per_element = if matches!(element, Type::Float(FloatType::F16))
        || matches!(element, Type::Int(IntType { bits: 16, .. }))
    {
        1
    } else {
        2
    };
    let per_element = b.constant(&Value::int_of(i32_type.clone(), per_element), at)?;
    let elements = b.arith("arith.divsi", words, per_element, at)?;
    let mut any = false;
    for side in sides.iter_mut() {
        if let Side::Memory(access, offset) = side {
            if !access.index_offset {
                continue;
            }
            any = true;
            let start = match offset {
                Some(start) => *start,
                None => b.constant(&Value::int_of(i32_type.clone(), access.offset), at)?,
            };
            *offset = Some(b.arith("arith.addi", start, elements, at)?);
        }
    }
    if !any {
        return Err(error(
            at,
            "`.index` moves a memory DSD made with `.wavelet_index_offset = true`; no operand has it",
        ));
    }
    Ok(())
}

pub(super) fn is_dsd_op(name: &str) -> bool {
    signature(name).is_some()
}

/// An operand of a DSD operation: a memory DSD, a fabric DSD or a scalar.
#[derive(Clone)]
enum Side {
    /// The walk, and its offset when it is known only at run time (i32).
    Memory(Access, Option<ValueHandle>),
    Fabric(FabricDsd),
    /// A FIFO over a global array: pushed as a destination, popped as a
    /// source, the runtime holding its order (docs/abi.md, "CSL").
    Fifo(String),
    Scalar(Operand),
}

/// The trailing `.{ .async = true, .activate = t }` of an operation.
#[derive(Default)]
struct Options {
    asynchronous: bool,
    /// -1, or kind << 8 | id (docs/abi.md, `tanto_rt_csl_async`).
    completion: Option<i64>,
    /// WSE-3's `.ut_id`: the microthread it runs on.
    microthread: Option<u16>,
}

/// `options`: a task named by its ID, or by its name when a top-level
/// comptime block binds it (`task_ids`).
fn options(
    value: &Value,
    span: &Span,
    task_ids: &std::collections::BTreeMap<String, (&'static str, u16)>,
) -> Eval<Options> {
    let Value::Struct(fields) = value else {
        return Err(error(span, "a DSD operation's options are a struct"));
    };
    let mut options = Options::default();
    for (name, value) in fields {
        match (name.as_deref(), value) {
            (Some("async"), Value::Bool(b)) => options.asynchronous = *b,
            (
                Some("ut_id"),
                Value::Id {
                    kind: IdKind::Microthread,
                    id,
                },
            ) => options.microthread = Some(*id),
            (Some("ut_id"), other) => {
                return Err(error(
                    span,
                    format!("`.ut_id` takes a ut_id (@get_ut_id), not {}", other.type_of()),
                ))
            }
            (Some(field @ ("activate" | "unblock")), value) => {
                let by_name;
                let value = match value {
                    Value::Fn(task) => match task_ids.get(task) {
                        Some((kind, id)) => {
                            let kind = match *kind {
                                "local" => IdKind::LocalTask,
                                "data" => IdKind::DataTask,
                                _ => IdKind::ControlTask,
                            };
                            by_name = Value::Id { kind, id: *id };
                            &by_name
                        }
                        None => {
                            return Err(error(
                                span,
                                format!("`.{field}` names task `{task}`, which no top-level comptime block binds"),
                            ))
                        }
                    },
                    other => other,
                };
                let Value::Id { kind, id } = value else {
                    return Err(error(
                        span,
                        format!("`.{field}` names a task by its ID (a local_task_id, a data_task_id or a color)"),
                    ));
                };
                if field == "activate" && *kind != IdKind::LocalTask {
                    return Err(error(
                        span,
                        format!("`.activate` takes a local_task_id, not a {}", kind.type_name()),
                    ));
                }
                if options.completion.is_some() {
                    return Err(error(span, "an operation activates or unblocks one task, not two"));
                }
                let code = if field == "activate" { 1 } else { 2 };
                options.completion = Some((code << 8) | i64::from(*id));
            }
            (Some(other), _) => {
                return Err(error(
                    span,
                    format!("option `.{other}` of a DSD operation is not supported: the options are `.async`, `.activate`, `.unblock` and `.ut_id`"),
                ))
            }
            (None, _) => return Err(error(span, "a DSD operation's options are named")),
        }
    }
    if options.completion.is_some() && !options.asynchronous {
        return Err(error(
            span,
            "`.activate` and `.unblock` act when an asynchronous operation ends: add `.async = true`",
        ));
    }
    if options.microthread.is_some() && !options.asynchronous {
        return Err(error(
            span,
            "`.ut_id` names the microthread of an asynchronous operation: add `.async = true`",
        ));
    }
    Ok(options)
}

/// An operation, checked: what it computes in which element type, over its
/// operands, for how many elements.
struct Plan {
    /// Its SIMD class in the target's `[cycles.simd]`.
    class: &'static str,
    compute: Compute,
    element: Type,
    sides: Vec<Side>,
    /// The operands' spans, in order.
    spans: Vec<Span>,
    length: u64,
}

pub(super) fn operation(b: &mut FnBuilder, name: &Name, args: &[Expr], span: &Span) -> Eval<()> {
    let Some((compute, element)) = signature(&name.text) else {
        return Err(error(
            &name.span,
            format!("@{} is no DSD operation", name.text),
        ));
    };
    let sources = match compute {
        Compute::MulAdd => 3,
        Compute::Move | Compute::Neg => 1,
        _ => 2,
    };
    let mut sides = Vec::new();
    let mut options_given = None;
    let mut index = None;
    for (k, arg) in args.iter().enumerate() {
        // `.index` is known at run time; the other options at comptime.
        let without_index;
        let arg = match (k == sources + 1).then(|| split_index(arg)).flatten() {
            Some((rest, index_expr)) => {
                let words = b.expr(index_expr)?;
                index = Some((words, index_expr.span.clone()));
                without_index = rest;
                &without_index
            }
            None => arg,
        };
        let operand = b.expr(arg)?;
        if k == sources + 1 {
            if let Operand::Known(value @ Value::Struct(_)) = &operand {
                options_given = Some(options(value, &arg.span, &b.program.task_ids)?);
                continue;
            }
        }
        sides.push(match operand {
            Operand::Known(Value::Dsd { access, .. }) => Side::Memory(access, None),
            Operand::Known(Value::FabricDsd(fabric)) => Side::Fabric(fabric),
            Operand::Known(Value::Fifo(buffer)) => Side::Fifo(buffer),
            Operand::Dsd(access, offset) => Side::Memory(access, Some(offset)),
            Operand::Known(Value::Address(_)) => {
                return Err(error(
                    &arg.span,
                    "a scalar destination (`&x`) is not lowered yet",
                ))
            }
            other => Side::Scalar(other),
        });
    }
    if sides.len() != sources + 1 {
        return Err(error(
            span,
            format!(
                "@{} takes a destination and {sources} sources (and, optionally, a struct of options)",
                name.text
            ),
        ));
    }
    let spans: Vec<Span> = args
        .iter()
        .take(sources + 1)
        .map(|a| a.span.clone())
        .collect();
    let element = check_operands(b, &name.text, element, &sides, &spans)?;
    if let Some((words, at)) = index {
        offset_by_index(b, &mut sides, element.clone(), words, &at)?;
    }
    // The shortest operand sets the length, except that a fabout_dsd
    // destination's extent does not bound a copy out of memory: the SDK's
    // tutorials send a whole array through a fabout_dsd of `.extent = 1`
    // and their hosts check that every element arrived (topic 12, 13).
    let memory_source = sides.iter().skip(1).any(|s| matches!(s, Side::Memory(..)));
    let length = sides
        .iter()
        .enumerate()
        .filter_map(|(k, s)| match s {
            Side::Memory(a, _) => Some(a.length()),
            Side::Fabric(f) if k == 0 && !f.input && memory_source => None,
            Side::Fabric(f) => Some(f.extent),
            Side::Fifo(_) | Side::Scalar(_) => None,
        })
        .min();
    // A FIFO has no length of its own: another operand gives it.
    let Some(length) = length else {
        return Err(error(
            span,
            format!("@{} has no operand with a length: a FIFO or a scalar takes its length from a memory or fabric DSD", name.text),
        ));
    };
    for (side, at) in sides.iter().zip(&spans) {
        if let Side::Fabric(fabric) = side {
            if let (true, Some(queue)) = (fabric.input, fabric.queue) {
                b.program.queues.insert((queue, fabric.color));
            }
            b.program.fabric_uses.push(FabricUse {
                color: fabric.color,
                send: !fabric.input,
                span: at.clone(),
                function: Some(b.program.current.clone()),
            });
        }
    }
    let plan = Plan {
        class: simd_class(&name.text),
        compute,
        element,
        sides,
        spans,
        length,
    };
    let options = options_given.unwrap_or_default();
    if !options.asynchronous {
        return emit(b, &plan, span);
    }
    // An asynchronous operation runs on the microthread of its queue: the
    // output queue of a fabout operand, else the input queue of the first
    // fabin; on WSE-3, the one `.ut_id` names.
    let queue = plan
        .sides
        .iter()
        .find_map(|s| match s {
            Side::Fabric(f) if !f.input => Some(f.queue),
            _ => None,
        })
        .or_else(|| {
            plan.sides.iter().find_map(|s| match s {
                Side::Fabric(f) => Some(f.queue),
                _ => None,
            })
        });
    let queue = match (options.microthread, queue) {
        // WSE-3: the microthread `.ut_id` names.
        (Some(microthread), Some(_)) => microthread,
        (None, Some(Some(queue))) => queue,
        (None, Some(None)) => {
            return Err(error(
                span,
                "an asynchronous operation runs on its queue's microthread: give its fabric DSD `.input_queue` or `.output_queue`",
            ))
        }
        (_, None) => {
            return Err(error(
                span,
                "only operations with a fabric DSD operand run asynchronously",
            ))
        }
    };
    for (side, at) in plan.sides.iter().zip(&plan.spans) {
        let comptime = match side {
            Side::Memory(_, offset) => offset.is_none(),
            Side::Fabric(_) | Side::Fifo(_) => true,
            Side::Scalar(operand) => matches!(operand, Operand::Known(_)),
        };
        if !comptime {
            return Err(error(
                at,
                "an operand of an asynchronous operation must be known at comptime: a DSD `const`, a `var` DSD the code never assigns, or a comptime scalar",
            ));
        }
    }
    let index = b.outline(span, |inner| emit(inner, &plan, span))?;
    if let Some(completion) = options.completion.filter(|c| c >> 8 == 1) {
        let current = b.program.current.clone();
        b.program
            .activations
            .insert((current, (completion & 0xff) as u16));
    }
    b.start_async(index, queue, options.completion.unwrap_or(-1), span)
}

/// Checks each operand against the operation; the element type it works
/// in (a bit copy's is its destination's).
fn check_operands(
    b: &mut FnBuilder,
    name: &str,
    element: Type,
    sides: &[Side],
    spans: &[Span],
) -> Eval<Type> {
    let element =
        match &sides[0] {
            Side::Memory(destination, _) => {
                let destination_type = array_element(b, &destination.array, &spans[0])?;
                match name {
                    "mov16" | "mov32" => {
                        let bits = if name == "mov16" { 16 } else { 32 };
                        if bit_width(&destination_type) != Some(bits) {
                            return Err(error(
                                &spans[0],
                                format!(
                                "@{name} writes {bits}-bit elements; `{}` holds {destination_type}",
                                destination.array
                            ),
                            ));
                        }
                        destination_type
                    }
                    // Two's complement adds and subtracts the same bits for
                    // i16 and u16: cslc takes either (csl-builtins: "two
                    // 16-bit integers", i16 or u16 scalars).
                    "add16" | "sub16" if bit_width(&destination_type) == Some(16)
                        && matches!(destination_type, Type::Int(_)) =>
                    {
                        destination_type
                    }
                    _ => element,
                }
            }
            // A bit copy into the fabric moves its source's type (i32 or u32,
            // i16 or u16); any other operation its own.
            // @fmovs and @fmovh copy words too: cslc takes them over
            // integer arrays of their width (the SDK's tutorials send u32
            // arrays with @fmovs).
            Side::Fabric(fabric) if !fabric.input => match (name, sides.get(1)) {
                ("mov16" | "mov32" | "fmovs" | "fmovh", Some(Side::Memory(access, _))) => {
                    let held = array_element(b, &access.array, &spans[1])?;
                    if bit_width(&held) == bit_width(&element) {
                        held
                    } else {
                        element
                    }
                }
                (
                    "mov16" | "mov32",
                    Some(Side::Scalar(Operand::Known(Value::Int { ty: Some(t), .. }))),
                ) if Some(t.bits) == bit_width(&element) => Type::Int(*t),
                // A runtime word (a task's u32 argument) moves as it is.
                ("mov16" | "mov32", Some(Side::Scalar(Operand::Runtime(_, held))))
                    if bit_width(held) == bit_width(&element) =>
                {
                    held.clone()
                }
                _ => element,
            },
            Side::Fifo(buffer) => {
                let held = array_element(b, buffer, &spans[0])?;
                fifo_element(name, element, held, buffer, &spans[0])?
            }
            Side::Fabric(_) => return Err(error(
                &spans[0],
                "a fabin_dsd is read, not written: the destination is a memory DSD, a fabout_dsd or a FIFO",
            )),
            Side::Scalar(_) => {
                return Err(error(
                    &spans[0],
                    "a DSD operation writes a memory DSD or a fabout_dsd",
                ))
            }
        };
    for (side, at) in sides.iter().zip(spans).skip(1) {
        match side {
            Side::Memory(access, _) => {
                let held = array_element(b, &access.array, at)?;
                // A bit copy moves elements of its width; @mov16 also reads
                // the low half of 32-bit ones (the 16-bit word at each
                // element's address: the PE is little-endian).
                let bit_copy = name.starts_with("mov") || name == "fmovs" || name == "fmovh";
                let sixteen_bit_int = matches!(name, "add16" | "sub16")
                    && matches!((&held, &element), (Type::Int(_), Type::Int(_)))
                    && bit_width(&held) == Some(16);
                let fits = held == element
                    || (bit_copy && bit_width(&held) == bit_width(&element))
                    || (name == "mov16" && bit_width(&held) == Some(32))
                    || sixteen_bit_int;
                if !fits {
                    return Err(error(
                        at,
                        format!(
                            "@{name} works on {element}; the DSD is over `{}`, which holds {held}",
                            access.array
                        ),
                    ));
                }
            }
            Side::Fifo(buffer) => {
                let held = array_element(b, buffer, at)?;
                if bit_width(&held) != bit_width(&element) {
                    return Err(error(
                        at,
                        format!("@{name} works on {element}; the FIFO is over `{buffer}`, which holds {held}"),
                    ));
                }
            }
            Side::Fabric(fabric) if !fabric.input => {
                return Err(error(
                    at,
                    "a fabout_dsd is written, not read: a source is a memory DSD, a fabin_dsd, a FIFO or a scalar",
                ))
            }
            _ => {}
        }
    }
    Ok(element)
}

/// The element type of an operation writing a FIFO over `buffer` (of
/// `held`): a bit copy's is the buffer's; any other operation's must be it.
fn fifo_element(name: &str, element: Type, held: Type, buffer: &str, span: &Span) -> Eval<Type> {
    let fits = if name.starts_with("mov") {
        bit_width(&held) == bit_width(&element)
    } else {
        held == element
    };
    if !fits {
        return Err(error(
            span,
            format!("@{name} writes {element}; the FIFO is over `{buffer}`, which holds {held}"),
        ));
    }
    Ok(if name.starts_with("mov") {
        held
    } else {
        element
    })
}

/// What the runtime knows a FIFO over `buffer` by, as the hardware's FIFO
/// DSD does: its buffer's address, its length in elements and the bytes of
/// each (i32 values). The elements live in the buffer itself.
fn fifo_operands(b: &mut FnBuilder, buffer: &str, span: &Span) -> Eval<[ValueHandle; 3]> {
    let (memref, element) = b.global(buffer, span)?;
    let address = b.append1(
        OperationBuilder::new("memref.extract_aligned_pointer_as_index", b.loc(span))
            .add_operands(&[memref.get()])
            .add_results(&[melior::ir::Type::index(b.context)])
            .build(),
        span,
    )?;
    let address = b.append1(
        OperationBuilder::new("arith.index_cast", b.loc(span))
            .add_operands(&[address.get()])
            .add_results(&[melior::ir::r#type::IntegerType::new(b.context, 32).into()])
            .build(),
        span,
    )?;
    let capacity = fifo_capacity(b, buffer, span)?;
    let bytes = i128::from(bit_width(&element).unwrap_or(32) / 8);
    let i32 = super::builder::type_i32();
    let capacity = b.materialize(Operand::Known(Value::int(capacity)), &i32, span)?;
    let bytes = b.materialize(Operand::Known(Value::int(bytes)), &i32, span)?;
    Ok([address, capacity, bytes])
}

/// Elements the array `buffer` holds.
fn fifo_capacity(b: &mut FnBuilder, buffer: &str, span: &Span) -> Eval<i128> {
    match b
        .evaluator
        .global(buffer, span, &mut super::super::eval::NoHooks)?
        .type_of()
    {
        Type::Array { dims, .. } => Ok(dims.iter().product::<u64>() as i128),
        other => Err(error(
            span,
            format!("a FIFO's buffer is an array, not a {other}"),
        )),
    }
}

/// The loop of `plan`: per element, read the sources (a memory element, a
/// wavelet, a scalar), compute, write the destination.
fn emit(b: &mut FnBuilder, plan: &Plan, span: &Span) -> Eval<()> {
    let element = &plan.element;
    // Scalars and colors are materialized once, before the loop.
    let mut scalars = Vec::new();
    for (side, at) in plan.sides.iter().zip(&plan.spans) {
        scalars.push(match side {
            Side::Scalar(operand) => Some(b.materialize(operand.clone(), element, at)?),
            Side::Fabric(fabric) => Some(b.materialize(
                Operand::Known(Value::int(i128::from(fabric.color))),
                &super::builder::type_i32(),
                at,
            )?),
            Side::Fifo(_) | Side::Memory(..) => None,
        });
    }
    // A FIFO side's buffer address, length and element bytes, once.
    let mut fifos = Vec::new();
    for (side, at) in plan.sides.iter().zip(&plan.spans) {
        fifos.push(match side {
            Side::Fifo(buffer) => Some(fifo_operands(b, buffer, at)?),
            _ => None,
        });
    }
    let (zero, upper, one) = (
        b.index_constant(0, span)?,
        b.index_constant(plan.length as i64, span)?,
        b.index_constant(1, span)?,
    );
    let compute = plan.compute;
    // Its cost is the target's: elements / SIMD width cycles.
    b.dsd_begin(plan.class, plan.length, span)?;
    b.counted(zero, upper, one, span, move |b, k| {
        let mut values = Vec::new();
        for ((side, scalar), fifo) in plan.sides.iter().zip(&scalars).zip(&fifos).skip(1) {
            values.push(match (side, scalar) {
                (Side::Memory(access, offset), _) => {
                    let (memref, at) = place(b, access, *offset, k, span)?;
                    let raw = b.load(memref, at, span)?;
                    let raw = if bit_width(element) == Some(16) {
                        low_half(b, raw, span)?
                    } else {
                        raw
                    };
                    as_type(b, raw, element, span)?
                }
                (Side::Fabric(_), Some(color)) => {
                    let Operand::Runtime(word, _) = b.machine(MachineOp::Recv, &[*color], span)?
                    else {
                        return Err(error(span, "internal error: recv without a result"));
                    };
                    from_wavelet(b, word, element, span)?
                }
                (Side::Fifo(_), _) => {
                    let fifo = fifo
                        .as_ref()
                        .ok_or_else(|| error(span, "internal error: a FIFO without its buffer"))?;
                    let Operand::Runtime(word, _) = b.machine(MachineOp::FifoPop, fifo, span)?
                    else {
                        return Err(error(span, "internal error: a FIFO pop without a result"));
                    };
                    from_wavelet(b, word, element, span)?
                }
                (Side::Scalar(_), Some(v)) => *v,
                _ => return Err(error(span, "internal error: an operand without a value")),
            });
        }
        let result = compute_element(b, compute, element, &values, span)?;
        match (&plan.sides[0], &scalars[0]) {
            (Side::Memory(destination, offset), _) => {
                let (memref, at) = place(b, destination, *offset, k, span)?;
                let stored_type = array_element(b, &destination.array, span)?;
                let result = as_type(b, result, &stored_type, span)?;
                b.store(result, memref, at, span)
            }
            (Side::Fabric(fabric), Some(color)) => {
                let word = to_wavelet(b, result, span)?;
                let op = if fabric.control {
                    MachineOp::SendControl
                } else {
                    MachineOp::Send
                };
                b.machine(op, &[*color, word], span)?;
                Ok(())
            }
            (Side::Fifo(_), _) => {
                let word = to_wavelet(b, result, span)?;
                let [buffer, capacity, bytes] = fifos[0]
                    .ok_or_else(|| error(span, "internal error: a FIFO without its buffer"))?;
                b.machine(MachineOp::FifoPush, &[buffer, capacity, bytes, word], span)?;
                Ok(())
            }
            _ => Err(error(span, "internal error: no destination")),
        }
    })?;
    b.dsd_end(span)
}

/// The SIMD class of DSD operation `@name` (arch/wse2.toml, `[cycles.simd]`).
fn simd_class(name: &str) -> &'static str {
    match name {
        "fmacs" => "fmacs",
        "fmovs" => "fmovs",
        "mov32" => "mov32",
        "mov16" | "add16" | "sub16" => "mov16",
        "faddh" | "fsubh" | "fmulh" | "fmach" | "fmovh" | "fnegh" => "faddh",
        _ => "fadds",
    }
}

/// One element's result from its source values.
fn compute_element(
    b: &mut FnBuilder,
    compute: Compute,
    element: &Type,
    values: &[ValueHandle],
    span: &Span,
) -> Eval<ValueHandle> {
    Ok(match compute {
        Compute::Move => values[0],
        Compute::Neg => {
            if matches!(element, Type::Float(_)) {
                let ty = values[0].get().r#type();
                b.append1(
                    OperationBuilder::new("arith.negf", b.loc(span))
                        .add_operands(&[values[0].get()])
                        .add_results(&[ty])
                        .build(),
                    span,
                )?
            } else {
                let zero = b.constant(
                    &Value::Int {
                        ty: Some(IntType {
                            signed: true,
                            bits: 16,
                        }),
                        value: 0,
                    },
                    span,
                )?;
                b.arith("arith.subi", zero, values[0], span)?
            }
        }
        Compute::Add | Compute::Sub | Compute::Mul => {
            let float = matches!(element, Type::Float(_));
            let name = match (compute, float) {
                (Compute::Add, true) => "arith.addf",
                (Compute::Sub, true) => "arith.subf",
                (Compute::Mul, true) => "arith.mulf",
                (Compute::Add, false) => "arith.addi",
                (Compute::Sub, false) => "arith.subi",
                _ => "arith.muli",
            };
            b.arith(name, values[0], values[1], span)?
        }
        Compute::MulAdd => {
            let product = b.arith("arith.mulf", values[1], values[2], span)?;
            b.arith("arith.addf", values[0], product, span)?
        }
    })
}

/// A wavelet's 32-bit payload as an element: the bits of a 32-bit one, the
/// low half for a 16-bit one.
fn from_wavelet(
    b: &mut FnBuilder,
    word: ValueHandle,
    element: &Type,
    span: &Span,
) -> Eval<ValueHandle> {
    if bit_width(element) == Some(16) {
        let i16 = melior::ir::r#type::IntegerType::new(b.context, 16).into();
        let half = b.append1(
            OperationBuilder::new("arith.trunci", b.loc(span))
                .add_operands(&[word.get()])
                .add_results(&[i16])
                .build(),
            span,
        )?;
        return as_type(b, half, element, span);
    }
    as_type(b, word, element, span)
}

/// An element as a wavelet's payload: a 16-bit one in the low half, zeros
/// above.
fn to_wavelet(b: &mut FnBuilder, value: ValueHandle, span: &Span) -> Eval<ValueHandle> {
    let i32: melior::ir::Type = melior::ir::r#type::IntegerType::new(b.context, 32).into();
    let ty = value.get().r#type();
    let i16: melior::ir::Type = melior::ir::r#type::IntegerType::new(b.context, 16).into();
    let bits = if ty == melior::ir::Type::float16(b.context) {
        b.append1(
            OperationBuilder::new("arith.bitcast", b.loc(span))
                .add_operands(&[value.get()])
                .add_results(&[i16])
                .build(),
            span,
        )?
    } else if ty == melior::ir::Type::float32(b.context) {
        return b.append1(
            OperationBuilder::new("arith.bitcast", b.loc(span))
                .add_operands(&[value.get()])
                .add_results(&[i32])
                .build(),
            span,
        );
    } else {
        value
    };
    if bits.get().r#type() == i32 {
        return Ok(bits);
    }
    b.append1(
        OperationBuilder::new("arith.extui", b.loc(span))
            .add_operands(&[bits.get()])
            .add_results(&[i32])
            .build(),
        span,
    )
}

/// The element type of global array `name`.
fn array_element(b: &mut FnBuilder, name: &str, span: &Span) -> Eval<Type> {
    match b
        .evaluator
        .global(name, span, &mut super::super::eval::NoHooks)?
        .type_of()
    {
        Type::Array { element, .. } => Ok(*element),
        other => Err(error(
            span,
            format!("a DSD walks an array, and `{name}` is a {other}"),
        )),
    }
}

fn bit_width(ty: &Type) -> Option<u8> {
    match ty {
        Type::Int(t) => Some(t.bits),
        Type::Float(FloatType::F16) => Some(16),
        Type::Float(FloatType::F32) => Some(32),
        _ => None,
    }
}

/// `value` reinterpreted as `ty` when only the type differs in name (a bit
/// copy between f32 and i32 arrays).
/// The low 16 bits of a 32-bit value (a 16-bit one as it is).
fn low_half(b: &mut FnBuilder, value: ValueHandle, span: &Span) -> Eval<ValueHandle> {
    let i32: melior::ir::Type = melior::ir::r#type::IntegerType::new(b.context, 32).into();
    let i16: melior::ir::Type = melior::ir::r#type::IntegerType::new(b.context, 16).into();
    let ty = value.get().r#type();
    let word = if ty == melior::ir::Type::float32(b.context) {
        b.append1(
            OperationBuilder::new("arith.bitcast", b.loc(span))
                .add_operands(&[value.get()])
                .add_results(&[i32])
                .build(),
            span,
        )?
    } else if ty == i32 {
        value
    } else {
        return Ok(value);
    };
    b.append1(
        OperationBuilder::new("arith.trunci", b.loc(span))
            .add_operands(&[word.get()])
            .add_results(&[i16])
            .build(),
        span,
    )
}

fn as_type(b: &mut FnBuilder, value: ValueHandle, ty: &Type, span: &Span) -> Eval<ValueHandle> {
    let target = b.mlir(ty, span)?;
    if value.get().r#type() == target {
        return Ok(value);
    }
    b.append1(
        OperationBuilder::new("arith.bitcast", b.loc(span))
            .add_operands(&[value.get()])
            .add_results(&[target])
            .build(),
        span,
    )
}

/// Element `k` of a walk: the array and its indices; `offset`, the walk's
/// offset when it is known only at run time (i32).
pub(super) fn place(
    b: &mut FnBuilder,
    access: &Access,
    offset: Option<ValueHandle>,
    k: ValueHandle,
    span: &Span,
) -> Eval<(ValueHandle, Vec<ValueHandle>)> {
    let (memref, _) = b.global(&access.array, span)?;
    let dims = match b
        .evaluator
        .global(&access.array, span, &mut super::super::eval::NoHooks)?
        .type_of()
    {
        Type::Array { dims, .. } => dims,
        _ => Vec::new(),
    };
    // The element number: offset + Σ stride_d · i_d, i_d split out of k.
    let mut element = match offset {
        Some(offset) => b.append1(
            OperationBuilder::new("arith.index_cast", b.loc(span))
                .add_operands(&[offset.get()])
                .add_results(&[melior::ir::Type::index(b.context)])
                .build(),
            span,
        )?,
        None => b.index_constant(access.offset, span)?,
    };
    let mut rest = k;
    for (extent, stride) in access.extents.iter().zip(&access.strides).rev() {
        let extent = b.index_constant(*extent as i64, span)?;
        let digit = b.arith("arith.remui", rest, extent, span)?;
        rest = b.arith("arith.divui", rest, extent, span)?;
        let stride = b.index_constant(*stride, span)?;
        let step = b.arith("arith.muli", digit, stride, span)?;
        element = b.arith("arith.addi", element, step, span)?;
    }
    // The element's indices in the array, row-major.
    let mut indices = Vec::new();
    let mut rest = element;
    for dim in dims.iter().skip(1).rev() {
        let size = b.index_constant(*dim as i64, span)?;
        indices.push(b.arith("arith.remui", rest, size, span)?);
        rest = b.arith("arith.divui", rest, size, span)?;
    }
    indices.push(rest);
    indices.reverse();
    Ok((memref, indices))
}
