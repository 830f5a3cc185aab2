//! `<math>`'s functions at run time. A square root is the C library's
//! `sqrtf`, which the PE runtime provides (correctly rounded, as IEEE 754
//! requires of a square root); an f16 one is taken in f32 and rounded to
//! f16, which is exact-then-once-rounded since f32 carries more than twice
//! f16's precision.

use super::super::ast::Span;
use super::super::eval::{error, Eval};
use super::super::value::{FloatType, Type};
use super::builder::FnBuilder;
use melior::ir::{
    attribute::{FlatSymbolRefAttribute, StringAttribute, TypeAttribute},
    operation::OperationBuilder,
    r#type::FunctionType,
    Identifier, Region, Type as MlirType, ValueLike,
};
use tanto_dialects::ir::handles::ValueHandle;

/// The parameter types and result of `<math>`'s function `name`, for
/// those that are lowered.
pub(super) fn signature(name: &str) -> Option<(Vec<Type>, Type)> {
    let float = |t| Type::Float(t);
    match name {
        "sqrt_f32" => Some((vec![float(FloatType::F32)], float(FloatType::F32))),
        "sqrt_f16" => Some((vec![float(FloatType::F16)], float(FloatType::F16))),
        _ => None,
    }
}

impl<'c> FnBuilder<'c, '_, '_> {
    /// `<math>`'s `name` applied to `args` (of its signature's types).
    pub(super) fn math_call(
        &mut self,
        name: &str,
        args: &[ValueHandle],
        span: &Span,
    ) -> Eval<ValueHandle> {
        let [value] = args else {
            return Err(error(
                span,
                format!("`{name}` of <math> takes one argument"),
            ));
        };
        let f32_type = MlirType::float32(self.context);
        match name {
            "sqrt_f32" => self.runtime_call("sqrtf", &[*value], f32_type, span),
            "sqrt_f16" => {
                let wide = self.convert("arith.extf", *value, f32_type, span)?;
                let root = self.runtime_call("sqrtf", &[wide], f32_type, span)?;
                self.convert("arith.truncf", root, MlirType::float16(self.context), span)
            }
            other => Err(error(
                span,
                format!("`{other}` of <math> is not lowered yet"),
            )),
        }
    }

    /// A call of the PE runtime's routine `symbol` (declared once in the
    /// program) with f32 arguments.
    fn runtime_call(
        &mut self,
        symbol: &str,
        args: &[ValueHandle],
        result: MlirType<'c>,
        span: &Span,
    ) -> Eval<ValueHandle> {
        if self.program.declared.insert(symbol.to_string()) {
            let inputs: Vec<MlirType<'c>> = args.iter().map(|a| a.get().r#type()).collect();
            let function_type = FunctionType::new(self.context, &inputs, &[result]);
            let declaration = OperationBuilder::new("func.func", self.loc(span))
                .add_attributes(&[
                    (
                        Identifier::new(self.context, "sym_name"),
                        StringAttribute::new(self.context, symbol).into(),
                    ),
                    (
                        Identifier::new(self.context, "function_type"),
                        TypeAttribute::new(function_type.into()).into(),
                    ),
                    (
                        Identifier::new(self.context, "sym_visibility"),
                        StringAttribute::new(self.context, "private").into(),
                    ),
                ])
                .add_regions([Region::new()])
                .build()
                .map_err(|e| error(span, format!("internal error: {e}")))?;
            self.program.outlined.push(declaration);
        }
        let operands: Vec<_> = args.iter().map(|a| a.get()).collect();
        self.append1(
            OperationBuilder::new("func.call", self.loc(span))
                .add_attributes(&[(
                    Identifier::new(self.context, "callee"),
                    FlatSymbolRefAttribute::new(self.context, symbol).into(),
                )])
                .add_operands(&operands)
                .add_results(&[result])
                .build(),
            span,
        )
    }
}
