//! Memory DSD operations as loops: `@fadds(z, x, y)` walks the shortest of
//! its DSD operands, reading each source's element (or a scalar, the same
//! every time), computing, and writing the destination's element. An
//! element of a DSD over array A is `A[offset + Σ stride_d · i_d]`, the
//! variables split out of the loop counter row-major (the last fastest).

use super::super::ast::{Expr, Name, Span};
use super::super::eval::{error, Eval};
use super::super::value::{Access, FloatType, IntType, Type, Value};
use super::body::{FnBuilder, Operand};
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

pub(super) fn is_dsd_op(name: &str) -> bool {
    signature(name).is_some()
}

/// An operand of a DSD operation: a memory DSD or a scalar.
enum Side {
    /// The walk, and its offset when it is known only at run time (i32).
    Memory(Access, Option<ValueHandle>),
    Scalar(Operand),
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
    if args.len() != sources + 1 {
        return Err(error(
            span,
            format!("@{} takes a destination and {sources} sources", name.text),
        ));
    }
    let mut sides = Vec::new();
    for arg in args {
        sides.push(match b.expr(arg)? {
            Operand::Known(Value::Dsd { access, .. }) => Side::Memory(access, None),
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
    let Side::Memory(destination, _) = &sides[0] else {
        return Err(error(&args[0].span, "a DSD operation writes a memory DSD"));
    };
    // The element type: the destination array's for bit copies, else the
    // operation's, and every memory operand must hold it.
    let destination_type = array_element(b, &destination.array, &args[0].span)?;
    let element = match name.text.as_str() {
        "mov16" | "mov32" => {
            let bits = if name.text == "mov16" { 16 } else { 32 };
            if bit_width(&destination_type) != Some(bits) {
                return Err(error(
                    &args[0].span,
                    format!(
                        "@{} writes {bits}-bit elements; `{}` holds {destination_type}",
                        name.text, destination.array
                    ),
                ));
            }
            destination_type.clone()
        }
        _ => element,
    };
    for (side, arg) in sides.iter().zip(args) {
        if let Side::Memory(access, _) = side {
            let held = array_element(b, &access.array, &arg.span)?;
            let fits = held == element
                || (name.text.starts_with("mov") && bit_width(&held) == bit_width(&element));
            if !fits {
                return Err(error(
                    &arg.span,
                    format!(
                        "@{} works on {element}; the DSD is over `{}`, which holds {held}",
                        name.text, access.array
                    ),
                ));
            }
        }
    }
    let length = sides
        .iter()
        .filter_map(|s| match s {
            Side::Memory(a, _) => Some(a.length()),
            Side::Scalar(_) => None,
        })
        .min()
        .unwrap_or(0);
    // Scalars are materialized once, before the loop.
    let mut scalars = Vec::new();
    for (side, arg) in sides.iter().zip(args) {
        scalars.push(match side {
            Side::Scalar(operand) => Some(b.materialize(operand.clone(), &element, &arg.span)?),
            Side::Memory(..) => None,
        });
    }
    let accesses: Vec<Option<(Access, Option<ValueHandle>)>> = sides
        .iter()
        .map(|s| match s {
            Side::Memory(a, offset) => Some((a.clone(), *offset)),
            Side::Scalar(_) => None,
        })
        .collect();
    let (zero, upper, one) = (
        b.index_constant(0, span)?,
        b.index_constant(length as i64, span)?,
        b.index_constant(1, span)?,
    );
    let element_for = element.clone();
    b.counted(zero, upper, one, span, move |b, k| {
        let mut values = Vec::new();
        for (k_side, (access, scalar)) in accesses.iter().zip(&scalars).enumerate().skip(1) {
            let _ = k_side;
            values.push(match (access, scalar) {
                (Some((access, offset)), _) => {
                    let (memref, at) = place(b, access, *offset, k, span)?;
                    let raw = b.load(memref, at, span)?;
                    as_type(b, raw, &element_for, span)?
                }
                (None, Some(v)) => *v,
                (None, None) => {
                    return Err(error(span, "internal error: an operand without a value"))
                }
            });
        }
        let result = match compute {
            Compute::Move => values[0],
            Compute::Neg => {
                let name = if matches!(element_for, Type::Float(_)) {
                    "arith.negf"
                } else {
                    "arith.subi"
                };
                if name == "arith.negf" {
                    let ty = values[0].get().r#type();
                    b.append1(
                        OperationBuilder::new(name, b.loc(span))
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
                    b.arith(name, zero, values[0], span)?
                }
            }
            Compute::Add | Compute::Sub | Compute::Mul => {
                let float = matches!(element_for, Type::Float(_));
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
        };
        let Some((destination, offset)) = &accesses[0] else {
            return Err(error(span, "internal error: no destination"));
        };
        let (memref, at) = place(b, destination, *offset, k, span)?;
        let stored_type = array_element(b, &destination.array, span)?;
        let result = as_type(b, result, &stored_type, span)?;
        b.store(result, memref, at, span)
    })
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
