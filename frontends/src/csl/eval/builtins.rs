//! The builtins comptime evaluation knows whatever the file: IDs, ranges,
//! casts, arrays and imported libraries. The machine's resource counts come
//! from the target ([`Machine`]).

use super::{coerce, error, round_to, Eval};
use crate::csl::ast::Span;
use crate::csl::value::*;

/// Resource counts of the target a program is compiled for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Machine {
    pub colors: u16,
    pub task_ids: u16,
    pub input_queues: u16,
    pub output_queues: u16,
    /// WSE-3: a data task's ID is an input queue, not a color.
    pub data_task_by_queue: bool,
    /// The IDs a local task may have, first..=last.
    pub local_ids: (u16, u16),
    /// The largest rectangle of PEs, width and height.
    pub max_rectangle: (u32, u32),
    /// Bytes of memory per PE (code, data and stack).
    pub memory_bytes: u32,
    /// The WSE generation `@is_arch` answers for.
    pub arch: WseArch,
}

/// What `@is_arch("wse2")` and `@is_arch("wse3")` ask: the target's name
/// (a target file of another name is neither).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WseArch {
    Wse2,
    Wse3,
    Other,
}

impl WseArch {
    fn named(name: &str) -> Self {
        match name {
            "wse2" => WseArch::Wse2,
            "wse3" => WseArch::Wse3,
            _ => WseArch::Other,
        }
    }
}

impl From<&tanto_arch::wse::Wse> for Machine {
    fn from(target: &tanto_arch::wse::Wse) -> Self {
        Self {
            colors: u16::from(target.fabric.colors),
            task_ids: u16::from(target.tasks.ids),
            input_queues: target.queues.input_depths.len() as u16,
            output_queues: target.queues.output_depths.len() as u16,
            data_task_by_queue: target.tasks.data_task_ids
                == tanto_arch::wse::DataTaskIds::InputQueue,
            local_ids: (
                u16::from(target.tasks.local_ids.first),
                u16::from(target.tasks.local_ids.last),
            ),
            max_rectangle: (target.fabric.max_width, target.fabric.max_height),
            memory_bytes: target.pe.memory_bytes,
            arch: WseArch::named(&target.name),
        }
    }
}

/// Evaluates builtin `@name` when it is one of the language's; None for
/// others (a caller's hooks, or an error).
pub fn language(
    name: &str,
    args: &[(Value, Span)],
    at: &Span,
    machine: &Machine,
) -> Option<Eval<Value>> {
    let result = match name {
        "as" => cast(args, at),
        "is_arch" => is_arch(args, at, machine.arch),
        "get_color" => id(IdKind::Color, args, at, machine.colors),
        "get_local_task_id" => id(IdKind::LocalTask, args, at, machine.task_ids).and_then(|v| {
            let (first, last) = machine.local_ids;
            match (&v, args) {
                (Value::Id { id, .. }, [(_, span)]) if !(first..=last).contains(id) => Err(error(
                    span,
                    format!("local task ID {id} is out of range: the target's local tasks have IDs {first} to {last}"),
                )),
                _ => Ok(v),
            }
        }),
        "get_control_task_id" => id(IdKind::ControlTask, args, at, machine.task_ids),
        "get_input_queue" => id(IdKind::InputQueue, args, at, machine.input_queues),
        "get_output_queue" => id(IdKind::OutputQueue, args, at, machine.output_queues),
        // WSE-3 numbers its microthreads as its input queues.
        "get_ut_id" if machine.arch == WseArch::Wse2 => Err(error(
            at,
            "@get_ut_id names a WSE-3 microthread: WSE-2 runs an asynchronous operation on its queue's",
        )),
        "get_ut_id" => id(IdKind::Microthread, args, at, machine.input_queues),
        "get_data_task_id" => match args {
            // WSE-2: the data task of a color is that color's number.
            [(
                Value::Id {
                    kind: IdKind::Color | IdKind::InputQueue,
                    id,
                },
                _,
            )] => Ok(Value::Id {
                kind: IdKind::DataTask,
                id: *id,
            }),
            _ => Err(error(
                at,
                "@get_data_task_id takes a color (or an input queue)",
            )),
        },
        "get_int" => match args {
            [(Value::Id { id, .. }, _)] => Ok(Value::Int {
                ty: Some(IntType {
                    signed: false,
                    bits: 16,
                }),
                value: i128::from(*id),
            }),
            _ => Err(error(
                at,
                "@get_int takes an ID (a color, task ID or queue)",
            )),
        },
        "range" => range(args, at),
        "concat_structs" => concat_structs(args, at),
        "type_of" => match args {
            [(value, _)] => Ok(Value::Type(value.type_of())),
            _ => Err(error(at, "@type_of takes one value")),
        },
        "is_same_type" => match args {
            [(Value::Type(a), _), (Value::Type(b), _)] => Ok(Value::Bool(a == b)),
            _ => Err(error(at, "@is_same_type takes two types")),
        },
        // csl-builtins: whether a struct has a field of that name.
        "has_field" => match args {
            [(Value::Struct(fields), _), (Value::Str(name), _)] => Ok(Value::Bool(
                fields
                    .iter()
                    .any(|(field, _)| field.as_deref().map(str::as_bytes) == Some(name.as_slice())),
            )),
            _ => Err(error(at, "@has_field takes a struct and a field's name")),
        },
        // A module param's value, as its import gave it (modules.rs).
        super::super::modules::IMPORTED_VALUE => match args {
            [(value, _)] => Ok(value.clone()),
            _ => Err(error(at, "internal error: an imported value takes one value")),
        },
        super::super::modules::IMPORTED_HAS_FIELD => match args {
            [(Value::Struct(fields), _), (Value::Str(name), _)] => Ok(Value::Bool(
                fields
                    .iter()
                    .any(|(field, _)| field.as_deref().map(str::as_bytes) == Some(name.as_slice())),
            )),
            [(other, span), _] => Err(error(
                span,
                format!("a module's params are a struct, not {other}"),
            )),
            _ => Err(error(at, "internal error: has_field takes a struct and a name")),
        },
        "import_module" => match args {
            [(Value::Str(path), _)] => Ok(Value::Module {
                name: String::from_utf8_lossy(path).into_owned(),
                bindings: Vec::new(),
            }),
            [(Value::Str(path), _), (Value::Struct(bindings), _)] => Ok(Value::Module {
                name: String::from_utf8_lossy(path).into_owned(),
                bindings: bindings.clone(),
            }),
            _ => Err(error(
                at,
                "@import_module takes a path and, optionally, a struct of params",
            )),
        },
        "zeros" | "constants" => array_fill(name, args, at),
        "get_dsd" => get_dsd(args, at),
        "set_dsd_base_addr" => set_dsd_base_addr(args, at),
        "set_dsd_length" => set_dsd_length(args, at),
        "set_dsd_stride" => set_dsd_stride(args, at),
        "bitcast" => bitcast(args, at),
        // At comptime, @assert is @comptime_assert (csl-builtins).
        "comptime_assert" | "assert" => match args {
            [(Value::Bool(true), _), ..] => Ok(Value::Void),
            [(Value::Bool(false), span)] => Err(error(span, "comptime assertion failed")),
            [(Value::Bool(false), span), (Value::Str(message), _)] => Err(error(
                span,
                format!(
                    "comptime assertion failed: {}",
                    String::from_utf8_lossy(message)
                ),
            )),
            _ => Err(error(
                at,
                "@comptime_assert takes a bool and, optionally, a message",
            )),
        },
        _ => return None,
    };
    Some(result)
}

/// `@concat_structs(a, b)`: the fields of `a`, then those of `b`. Named
/// and nameless fields do not mix, and a name may not be in both.
fn concat_structs(args: &[(Value, Span)], at: &Span) -> Eval<Value> {
    let [(Value::Struct(a), _), (Value::Struct(b), b_span)] = args else {
        return Err(error(at, "@concat_structs takes two anonymous structs"));
    };
    let named = |fields: &[(Option<String>, Value)]| fields.iter().any(|(n, _)| n.is_some());
    let nameless = |fields: &[(Option<String>, Value)]| fields.iter().any(|(n, _)| n.is_none());
    if (named(a) && nameless(b)) || (nameless(a) && named(b)) {
        return Err(error(
            at,
            "@concat_structs cannot join a struct of named fields and one of nameless fields",
        ));
    }
    let names: std::collections::HashSet<&str> =
        a.iter().filter_map(|(n, _)| n.as_deref()).collect();
    if let Some(name) = b
        .iter()
        .find_map(|(n, _)| n.as_deref().filter(|n| names.contains(n)))
    {
        return Err(error(
            b_span,
            format!("@concat_structs: field `.{name}` is in both structs"),
        ));
    }
    Ok(Value::Struct(a.iter().chain(b).cloned().collect()))
}

/// `@is_arch("wse2")`: whether the target is that generation, at comptime.
fn is_arch(args: &[(Value, Span)], at: &Span, arch: WseArch) -> Eval<Value> {
    match args {
        [(Value::Str(name), span)] => match WseArch::named(&String::from_utf8_lossy(name)) {
            WseArch::Other => Err(error(span, "@is_arch takes \"wse2\" or \"wse3\"")),
            asked => Ok(Value::Bool(asked == arch)),
        },
        _ => Err(error(at, "@is_arch takes one string, \"wse2\" or \"wse3\"")),
    }
}

/// `@get_color(n)` and the other IDs: a comptime number below `count`.
fn id(kind: IdKind, args: &[(Value, Span)], at: &Span, count: u16) -> Eval<Value> {
    match args {
        [(Value::Int { value, .. }, span)] => {
            if !(0..i128::from(count)).contains(value) {
                return Err(error(
                    span,
                    format!(
                        "{} {value} is out of range: the target has 0 to {}",
                        kind.type_name(),
                        count - 1
                    ),
                ));
            }
            Ok(Value::Id {
                kind,
                id: *value as u16,
            })
        }
        _ => Err(error(
            at,
            format!("a {} is made from a comptime integer", kind.type_name()),
        )),
    }
}

/// `@as(T, v)`: numbers between integer and float types (floats truncate
/// toward zero), and bools.
fn cast(args: &[(Value, Span)], at: &Span) -> Eval<Value> {
    let [(ty, _), (value, span)] = args else {
        return Err(error(at, "@as takes a type and a value"));
    };
    let Some(ty) = super::super::value::as_type(ty) else {
        return Err(error(at, "@as takes a type and a value"));
    };
    let ty = &ty;
    match (ty, value) {
        (Type::Int(t), Value::Int { value, .. }) => {
            if t.holds(*value) {
                Ok(Value::Int {
                    ty: Some(*t),
                    value: *value,
                })
            } else {
                Err(error(span, format!("{value} does not fit in {ty}")))
            }
        }
        (Type::Int(t), Value::Float { value, .. }) => {
            let truncated = value.trunc();
            if truncated.is_finite() && t.holds(truncated as i128) {
                Ok(Value::Int {
                    ty: Some(*t),
                    value: truncated as i128,
                })
            } else {
                Err(error(span, format!("{value} does not fit in {ty}")))
            }
        }
        (Type::Float(t), Value::Int { value, .. }) => Ok(Value::Float {
            ty: Some(*t),
            value: round_to(*t, *value as f64),
        }),
        (Type::Float(t), Value::Float { value, .. }) => Ok(Value::Float {
            ty: Some(*t),
            value: round_to(*t, *value),
        }),
        (Type::Bool, Value::Int { value, .. }) => Ok(Value::Bool(*value != 0)),
        (Type::Int(t), Value::Bool(b)) => Ok(Value::Int {
            ty: Some(*t),
            value: i128::from(*b),
        }),
        _ => coerce(value.clone(), ty, span),
    }
}

/// `@range(T, stop)` or `@range(T, start, stop, step)`.
fn range(args: &[(Value, Span)], at: &Span) -> Eval<Value> {
    let Some((Value::Type(Type::Int(t)), _)) = args.first() else {
        return Err(error(at, "@range takes an integer type first"));
    };
    let mut numbers = Vec::new();
    for (v, span) in &args[1..] {
        match coerce(v.clone(), &Type::Int(*t), span)? {
            Value::Int { value, .. } => numbers.push(value),
            _ => return Err(error(span, "a range bound is an integer")),
        }
    }
    let (start, stop, step) = match numbers[..] {
        [stop] => (0, stop, 1),
        [start, stop, step] => (start, stop, step),
        _ => {
            return Err(error(
                at,
                "@range takes (T, stop) or (T, start, stop, step)",
            ))
        }
    };
    if step == 0 {
        return Err(error(&args[3].1, "a range's step is not 0"));
    }
    Ok(Value::Range {
        ty: Some(*t),
        start,
        stop,
        step,
    })
}

/// `@zeros([N]T)` and `@constants([N]T, v)`.
fn array_fill(name: &str, args: &[(Value, Span)], at: &Span) -> Eval<Value> {
    let Some((Value::Type(Type::Array { dims, element }), _)) = args.first() else {
        return Err(error(at, format!("@{name} takes an array type first")));
    };
    let fill = match (name, args.get(1)) {
        ("zeros", None) => coerce(Value::int(0), element, at)?,
        ("constants", Some((v, span))) => coerce(v.clone(), element, span)?,
        _ => return Err(error(at, format!("@{name} takes the wrong arguments"))),
    };
    Ok(Value::Array {
        elements: vec![fill; dims.iter().product::<u64>() as usize],
        dims: dims.clone(),
        element: (**element).clone(),
    })
}

/// A call of an imported library's function at comptime (`memcpy.get_params(x)`).
pub fn library_call(function: &str, args: &[(Value, Span)], at: &Span) -> Option<Eval<Value>> {
    let (module, name) = function.rsplit_once('.')?;
    let result = match (module, name) {
        // <control>: a control wavelet's payload, in our encoding
        // (docs/abi.md, "CSL"; the SDK documents the fields, not their bits).
        ("<control>", "encode_control_task_payload") => match args {
            [(
                Value::Id {
                    kind: IdKind::ControlTask,
                    id,
                },
                span,
            )] => control_task_bits(*id, span).map(|task| control_payload(0, false, task, 0)),
            _ => Err(error(
                at,
                "encode_control_task_payload takes a control_task_id",
            )),
        },
        ("<control>", "encode_single_payload") => encode_single_payload(args, at),
        ("<math>", function) => return super::math::fold(function, args, at),
        _ => return None,
    };
    Some(result)
}

/// `@get_dsd(mem1d_dsd | mem4d_dsd, .{ .tensor_access = ... })`, or a
/// mem1d_dsd from `.base_address = &A`, `.offset`, `.stride`, `.extent`.
fn get_dsd(args: &[(Value, Span)], at: &Span) -> Eval<Value> {
    let [(Value::Type(Type::Dsd(kind)), _), (props, props_span)] = args else {
        return Err(error(
            at,
            "@get_dsd takes a DSD type and a struct of its properties",
        ));
    };
    if matches!(kind, DsdKind::FabIn | DsdKind::FabOut) {
        return fabric_dsd(*kind == DsdKind::FabIn, props, props_span);
    }
    if let Some(access) = props.field("tensor_access") {
        let Value::Access(access) = access else {
            return Err(error(props_span, "`.tensor_access` is `|i|{n} -> A[...]`"));
        };
        if *kind == DsdKind::Mem1d && access.extents.len() != 1 {
            return Err(error(
                props_span,
                "a mem1d_dsd walks one variable; use mem4d_dsd for more",
            ));
        }
        return Ok(Value::Dsd {
            kind: *kind,
            access: Access {
                index_offset: index_offset(props, props_span)?,
                ..access.clone()
            },
        });
    }
    let Some(Value::Address(array)) = props.field("base_address") else {
        return Err(error(
            props_span,
            "a DSD has `.tensor_access`, or `.base_address = &A` and `.extent`",
        ));
    };
    let number = |field: &str, default: i128| match props.field(field) {
        None => Ok(default),
        Some(Value::Int { value, .. }) => Ok(*value),
        Some(other) => Err(error(
            props_span,
            format!("`.{field}` is an integer, not {other}"),
        )),
    };
    let extent = number("extent", -1)?;
    if extent < 0 {
        return Err(error(props_span, "the DSD needs its `.extent`"));
    }
    Ok(Value::Dsd {
        kind: DsdKind::Mem1d,
        access: Access {
            array: array.clone(),
            offset: number("offset", 0)? as i64,
            extents: vec![extent as u64],
            strides: vec![number("stride", 1)? as i64],
            index_offset: index_offset(props, props_span)?,
        },
    })
}

/// A memory DSD's `.wavelet_index_offset`.
fn index_offset(props: &Value, at: &Span) -> Eval<bool> {
    match props.field("wavelet_index_offset") {
        None => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(other) => Err(error(
            at,
            format!("`.wavelet_index_offset` is a bool, not {other}"),
        )),
    }
}

/// `@get_dsd(fabin_dsd, .{ .extent = n, .fabric_color = c, .input_queue = q })`
/// and its `fabout_dsd` twin (`.output_queue`).
fn fabric_dsd(input: bool, props: &Value, span: &Span) -> Eval<Value> {
    let (queue_field, queue_kind) = if input {
        ("input_queue", IdKind::InputQueue)
    } else {
        ("output_queue", IdKind::OutputQueue)
    };
    if let Value::Struct(fields) = props {
        for (name, _) in fields {
            let known: &[&str] = if input {
                &["extent", "fabric_color", queue_field]
            } else {
                &["extent", "fabric_color", queue_field, "control"]
            };
            match name.as_deref() {
                Some(n) if known.contains(&n) => {}
                Some(n) => {
                    return Err(error(
                        span,
                        format!(
                            "`.{n}` of a fabric DSD is not supported; it takes {}",
                            known
                                .iter()
                                .map(|k| format!("`.{k}`"))
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                    ))
                }
                None => return Err(error(span, "a DSD's properties are named")),
            }
        }
    }
    let Some(Value::Id {
        kind: IdKind::Color,
        id: color,
    }) = props.field("fabric_color")
    else {
        return Err(error(
            span,
            "a fabric DSD needs `.fabric_color`, a color from @get_color",
        ));
    };
    let extent = match props.field("extent") {
        Some(Value::Int { value, .. }) if (0..=i128::from(u16::MAX)).contains(value) => {
            *value as u64
        }
        Some(other) => {
            return Err(error(
                span,
                format!("`.extent` is a wavelet count (0..=65535), not {other}"),
            ))
        }
        None => return Err(error(span, "a fabric DSD needs its `.extent`")),
    };
    let queue = match props.field(queue_field) {
        None => None,
        Some(Value::Id { kind, id }) if *kind == queue_kind => Some(*id),
        Some(other) => {
            return Err(error(
                span,
                format!(
                    "`.{queue_field}` is an {}, not {other}",
                    queue_kind.type_name()
                ),
            ))
        }
    };
    let control = match props.field("control") {
        None => false,
        Some(Value::Bool(b)) => *b,
        Some(other) => return Err(error(span, format!("`.control` is a bool, not {other}"))),
    };
    Ok(Value::FabricDsd(FabricDsd {
        input,
        color: *color,
        extent,
        queue,
        control,
    }))
}

/// `@set_dsd_base_addr(d, &B)`: the same walk over array B.
fn set_dsd_base_addr(args: &[(Value, Span)], at: &Span) -> Eval<Value> {
    match args {
        [(Value::Dsd { kind, access }, _), (Value::Address(array), _)] => Ok(Value::Dsd {
            kind: *kind,
            access: Access {
                array: array.clone(),
                ..access.clone()
            },
        }),
        [(Value::Dsd { .. }, _), (_, span)] => Err(error(
            span,
            "@set_dsd_base_addr takes the new base as `&A`, a global array",
        )),
        _ => Err(error(at, "@set_dsd_base_addr takes a memory DSD and `&A`")),
    }
}

/// `@set_dsd_length(d, n)`: a mem1d DSD over n elements, a fabric DSD of n
/// wavelets.
fn set_dsd_length(args: &[(Value, Span)], at: &Span) -> Eval<Value> {
    let [(dsd, dsd_span), (length, length_span)] = args else {
        return Err(error(at, "@set_dsd_length takes a DSD and a length"));
    };
    let length = match length {
        Value::Int { value, .. } if (0..=i128::from(u16::MAX)).contains(value) => *value as u64,
        other => {
            return Err(error(
                length_span,
                format!("a DSD's length is a u16, not {other}"),
            ))
        }
    };
    match dsd {
        Value::Dsd {
            kind: DsdKind::Mem1d,
            access,
        } => Ok(Value::Dsd {
            kind: DsdKind::Mem1d,
            access: Access {
                extents: vec![length],
                ..access.clone()
            },
        }),
        Value::FabricDsd(fabric) => Ok(Value::FabricDsd(FabricDsd {
            extent: length,
            ..fabric.clone()
        })),
        Value::Dsd { .. } => Err(error(
            dsd_span,
            "@set_dsd_length changes a mem1d_dsd or a fabric DSD, not a mem4d_dsd",
        )),
        other => Err(error(
            dsd_span,
            format!("@set_dsd_length takes a DSD, not {other}"),
        )),
    }
}

/// `@bitcast(T, v)`: v's bits as a T of the same width.
fn bitcast(args: &[(Value, Span)], at: &Span) -> Eval<Value> {
    let [(Value::Type(to), _), (value, span)] = args else {
        return Err(error(at, "@bitcast takes a type and a value"));
    };
    let bits = |ty: &Type| match ty {
        Type::Int(t) => Some(t.bits),
        Type::Float(FloatType::F16) => Some(16),
        Type::Float(FloatType::F32) => Some(32),
        _ => None,
    };
    let from = value.type_of();
    match (bits(&from), bits(to)) {
        (Some(a), Some(b)) if a == b => {}
        _ => {
            return Err(error(
                span,
                format!("@bitcast converts between types of one width: {from} to {to}"),
            ))
        }
    }
    // The value's bits, as an unsigned word.
    let word: u64 = match value {
        Value::Int { value, ty: Some(t) } => (*value as u64) & ((1u64 << t.bits) - 1),
        Value::Float {
            value,
            ty: Some(FloatType::F32),
        } => u64::from((*value as f32).to_bits()),
        Value::Float {
            value,
            ty: Some(FloatType::F16),
        } => u64::from(half::f16::from_f64(*value).to_bits()),
        _ => return Err(error(span, format!("@bitcast of {value}"))),
    };
    Ok(match to {
        Type::Int(t) => {
            let value = if t.signed && word >> (t.bits - 1) & 1 == 1 {
                word as i128 - (1i128 << t.bits)
            } else {
                word as i128
            };
            Value::Int {
                ty: Some(*t),
                value,
            }
        }
        Type::Float(FloatType::F32) => Value::Float {
            ty: Some(FloatType::F32),
            value: f64::from(f32::from_bits(word as u32)),
        },
        Type::Float(FloatType::F16) => Value::Float {
            ty: Some(FloatType::F16),
            value: half::f16::from_bits(word as u16).to_f64(),
        },
        _ => return Err(error(span, format!("@bitcast to {to}"))),
    })
}

/// A control wavelet's payload: task `id` in bits 16..22, `data` below.
/// Control task IDs a payload can name: six bits.
const CONTROL_TASK_IDS: u16 = 64;

fn control_task_bits(id: u16, span: &Span) -> Eval<u16> {
    if id >= CONTROL_TASK_IDS {
        return Err(error(
            span,
            format!(
                "control task {id} does not fit a control wavelet: its IDs are 0 to {}",
                CONTROL_TASK_IDS - 1
            ),
        ));
    }
    Ok(id)
}

/// A control payload: 16 bits of data, the task ID in bits 16..22, the
/// switch command in bits 22..25, bit 25 set when the CE ignores it
/// (tanto_sim::fabric::switch reads it).
fn control_payload(command: u8, ce_ignore: bool, task: u16, data: u16) -> Value {
    Value::Int {
        ty: Some(IntType {
            signed: false,
            bits: 32,
        }),
        value: (i128::from(ce_ignore) << 25)
            | (i128::from(command) << 22)
            | (i128::from(task) << 16)
            | i128::from(data),
    }
}

/// `encode_single_payload(cmd, ce_ignore, entrypoint, data)`: one switch
/// command (`opcode.NOP`, `SWITCH_ADV` or `SWITCH_RST`; TEARDOWN is not
/// modelled), whether the CE ignores the wavelet, the control task it
/// runs otherwise (`{}` for none when ignored) and the task's u16.
fn encode_single_payload(args: &[(Value, Span)], at: &Span) -> Eval<Value> {
    let [(command, command_span), (ce_ignore, ignore_span), (entrypoint, entry_span), (data, data_span)] =
        args
    else {
        return Err(error(
            at,
            "encode_single_payload takes a command, ce_ignore, a control_task_id (or {}) and a u16",
        ));
    };
    let command = match command {
        Value::Int {
            value: value @ 0..=2,
            ..
        } => *value as u8,
        Value::Int { value: 3, .. } => {
            return Err(error(
                command_span,
                "the TEARDOWN command is not supported: teardown mode is not modelled",
            ))
        }
        other => {
            return Err(error(
                command_span,
                format!("the command is one of <control>'s opcode (NOP, SWITCH_ADV, SWITCH_RST), not {other}"),
            ))
        }
    };
    let Value::Bool(ce_ignore) = ce_ignore else {
        return Err(error(
            ignore_span,
            format!("ce_ignore is a bool, not {ce_ignore}"),
        ));
    };
    let task = match entrypoint {
        Value::Id {
            kind: IdKind::ControlTask,
            id,
        } => control_task_bits(*id, entry_span)?,
        Value::Void => 0,
        Value::Struct(fields) if fields.is_empty() => 0,
        other => {
            return Err(error(
                entry_span,
                format!("the entrypoint is a control_task_id, or {{}} for none, not {other}"),
            ))
        }
    };
    let no_entrypoint = !matches!(entrypoint, Value::Id { .. });
    if no_entrypoint && !ce_ignore {
        return Err(error(
            entry_span,
            "a control wavelet the CE takes (ce_ignore false) names the control task it runs",
        ));
    }
    let data = match data {
        Value::Int { value, .. } if (0..=0xffff).contains(value) => *value as u16,
        _ => return Err(error(data_span, "the data of a control wavelet is a u16")),
    };
    Ok(control_payload(command, *ce_ignore, task, data))
}

/// `@set_dsd_stride(d, s)`: a mem1d DSD stepping `s` elements (an i8).
fn set_dsd_stride(args: &[(Value, Span)], at: &Span) -> Eval<Value> {
    match args {
        [(
            Value::Dsd {
                kind: DsdKind::Mem1d,
                access,
            },
            _,
        ), (Value::Int { value, .. }, span)] => {
            if !(-128..=127).contains(value) {
                return Err(error(span, format!("a DSD's stride is an i8, not {value}")));
            }
            Ok(Value::Dsd {
                kind: DsdKind::Mem1d,
                access: Access {
                    strides: vec![*value as i64],
                    ..access.clone()
                },
            })
        }
        [(_, span), _] => Err(error(span, "@set_dsd_stride changes a mem1d_dsd")),
        _ => Err(error(at, "@set_dsd_stride takes a mem1d_dsd and a stride")),
    }
}
