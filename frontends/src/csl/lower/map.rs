//! `@map(f, inputs..., output)`: for each element k of the shortest DSD
//! operand, call function `f` of the file on the inputs' elements k (a
//! scalar input is the same every time) and write its result to the
//! output DSD's element k.

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

pub(super) fn map(b: &mut FnBuilder, args: &[Expr], span: &Span) -> Eval<()> {
    let Some((callee, rest)) = args.split_first() else {
        return Err(error(
            span,
            "@map takes a function, its inputs and an output DSD",
        ));
    };
    let ExprKind::Ident(function) = &callee.kind else {
        return Err(error(
            &callee.span,
            "@map calls a function of the file by name",
        ));
    };
    let (params, ret) = b.evaluator.signature(function, &mut NoHooks)?;
    if ret == Type::Void {
        return Err(error(
            &callee.span,
            format!("`{function}` returns nothing for @map to write"),
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
                "`{function}` takes {}; @map gives it {}",
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
    let Some((out_access, out_offset)) = dsd(b.expr(output)?) else {
        return Err(error(&output.span, "@map writes a memory DSD"));
    };
    check_element(b, &out_access, &ret, &output.span)?;
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
    let length = lowered
        .iter()
        .filter_map(|i| match i {
            Input::Memory(a, _) => Some(a.length()),
            Input::Scalar(_) => None,
        })
        .chain(std::iter::once(out_access.length()))
        .min()
        .unwrap_or(0);
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
                    b.load(memref, at, span)?.get()
                }
                Input::Scalar(v) => v.get(),
            });
        }
        let result = b.append1(
            OperationBuilder::new("func.call", b.loc(span))
                .add_attributes(&[(
                    Identifier::new(b.context, "callee"),
                    FlatSymbolRefAttribute::new(b.context, function).into(),
                )])
                .add_operands(&values)
                .add_results(&[result_type])
                .build(),
            span,
        )?;
        let (memref, at) = place(b, &out_access, out_offset, k, span)?;
        b.store(result, memref, at, span)
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
