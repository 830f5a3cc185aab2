//! `@map(f, inputs..., output)`: for each element k of the shortest DSD
//! operand, call function `f` (the file's, or `<math>`'s) on the inputs'
//! elements k (a scalar input, a pointer too, is the same every time) and
//! write its result to the output DSD's element k, or through the output
//! pointer.

use super::super::ast::{Expr, ExprKind, Span};
use super::super::eval::{error, Eval, NoHooks};
use super::super::value::{Access, Type, Value};
use super::builder::{FnBuilder, Operand};
use super::dsd::place;
use melior::ir::{attribute::FlatSymbolRefAttribute, operation::OperationBuilder, Identifier};
use tanto_dialects::ir::handles::ValueHandle;

/// An input of `@map`: a memory DSD (its walk and run-time offset) or a
/// scalar value.
enum Input {
    Memory(Access, Option<ValueHandle>),
    Scalar(ValueHandle),
}

/// Where `@map` writes each result: a memory DSD's element k, or what a
/// non-const pointer points to (the same place every time).
enum Output {
    Memory(Access, Option<ValueHandle>),
    Pointer(ValueHandle),
}

/// The function `@map` calls: one of the file's, or a library's.
enum Callee {
    File(String),
    Math(String),
}

pub(super) fn map(b: &mut FnBuilder, args: &[Expr], span: &Span) -> Eval<()> {
    let Some((callee, rest)) = args.split_first() else {
        return Err(error(
            span,
            "@map takes a function, its inputs and an output DSD",
        ));
    };
    let (function, (params, ret)) = match &callee.kind {
        ExprKind::Ident(function) => (
            Callee::File(function.clone()),
            b.evaluator.signature(function, &mut NoHooks)?,
        ),
        _ => match b.evaluator.expr_with(callee, &b.known)? {
            Value::Fn(name) => match name.strip_prefix("<math>.") {
                Some(function) => match super::math::signature(function) {
                    Some(signature) => (Callee::Math(function.to_string()), signature),
                    None => {
                        return Err(error(
                            &callee.span,
                            format!("`{function}` is not one of <math>'s functions"),
                        ))
                    }
                },
                None => {
                    return Err(error(
                        &callee.span,
                        format!("@map calls a function of the file or of <math>, not `{name}`"),
                    ))
                }
            },
            other => {
                return Err(error(
                    &callee.span,
                    format!("@map calls a function, not {}", other.type_of()),
                ))
            }
        },
    };
    let function_name = match &function {
        Callee::File(name) | Callee::Math(name) => name.clone(),
    };
    if ret == Type::Void {
        return Err(error(
            &callee.span,
            format!("`{function_name}` returns nothing for @map to write"),
        ));
    }
    let Some((output, inputs)) = rest.split_last() else {
        return Err(error(
            span,
            "@map takes a function, its inputs and an output DSD",
        ));
    };
    if inputs.len() != params.len() {
        return Err(error(
            span,
            format!(
                "`{function_name}` takes {}; @map gives it {}",
                tanto_arch::count(params.len() as u64, "argument"),
                inputs.len()
            ),
        ));
    }
    let dsd = |operand: Operand| match operand {
        Operand::Known(Value::Dsd { access, .. }) => Some((access, None)),
        Operand::Dsd(access, offset) => Some((access, Some(offset))),
        _ => None,
    };
    let out = b.expr(output)?;
    let out = match dsd(out.clone()) {
        Some((access, offset)) => {
            check_element(b, &access, &ret, &output.span)?;
            Output::Memory(access, offset)
        }
        None => {
            // A non-const pointer to the result's type.
            let pointer = Type::Pointer {
                many: false,
                constant: false,
                pointee: Box::new(ret.clone()),
            };
            match out {
                Operand::Runtime(_, Type::Pointer { .. }) | Operand::Known(Value::Address(_)) => {
                    Output::Pointer(b.materialize(out, &pointer, &output.span)?)
                }
                _ => {
                    return Err(error(
                        &output.span,
                        format!("@map writes a memory DSD or through a pointer to {ret}"),
                    ))
                }
            }
        }
    };
    let mut lowered = Vec::new();
    for (arg, ty) in inputs.iter().zip(&params) {
        let operand = b.expr(arg)?;
        lowered.push(match dsd(operand.clone()) {
            Some((access, offset)) => {
                check_element(b, &access, ty, &arg.span)?;
                Input::Memory(access, offset)
            }
            None => Input::Scalar(b.materialize(operand, ty, &arg.span)?),
        });
    }
    let out_length = match &out {
        Output::Memory(access, _) => Some(access.length()),
        Output::Pointer(_) => None,
    };
    let Some(length) = lowered
        .iter()
        .filter_map(|i| match i {
            Input::Memory(a, _) => Some(a.length()),
            Input::Scalar(_) => None,
        })
        .chain(out_length)
        .min()
    else {
        return Err(error(
            span,
            "@map needs a DSD among its inputs or as its output",
        ));
    };
    let result_type = b.mlir(&ret, span)?;
    let (zero, upper, one) = (
        b.index_constant(0, span)?,
        b.index_constant(length as i64, span)?,
        b.index_constant(1, span)?,
    );
    b.counted(zero, upper, one, span, move |b, k| {
        let mut values = Vec::new();
        for input in &lowered {
            values.push(match input {
                Input::Memory(access, offset) => {
                    let (memref, at) = place(b, access, *offset, k, span)?;
                    b.load(memref, at, span)?
                }
                Input::Scalar(v) => *v,
            });
        }
        let result = match &function {
            Callee::Math(name) => b.math_call(name, &values, span)?,
            Callee::File(name) => {
                let operands: Vec<_> = values.iter().map(|v| v.get()).collect();
                b.append1(
                    OperationBuilder::new("func.call", b.loc(span))
                        .add_attributes(&[(
                            Identifier::new(b.context, "callee"),
                            FlatSymbolRefAttribute::new(b.context, name).into(),
                        )])
                        .add_operands(&operands)
                        .add_results(&[result_type])
                        .build(),
                    span,
                )?
            }
        };
        match &out {
            Output::Memory(access, offset) => {
                let (memref, at) = place(b, access, *offset, k, span)?;
                b.store(result, memref, at, span)
            }
            Output::Pointer(pointer) => b.store(result, *pointer, Vec::new(), span),
        }
    })
}

/// That DSD `access` walks an array of `ty` elements.
fn check_element(b: &mut FnBuilder, access: &Access, ty: &Type, span: &Span) -> Eval<()> {
    let held = match b
        .evaluator
        .global(&access.array, span, &mut NoHooks)?
        .type_of()
    {
        Type::Array { element, .. } => *element,
        other => other,
    };
    if &held == ty {
        Ok(())
    } else {
        Err(error(
            span,
            format!(
                "the DSD walks `{}`, which holds {held}; the function's value is {ty}",
                access.array
            ),
        ))
    }
}
