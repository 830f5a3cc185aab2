//! `<math>`'s functions at run time, one lowering per function. Each f32
//! function is the C library routine of its name (`expf`, `sinf`, ...),
//! which the PE runtime provides; an f16 one is taken in f32 and rounded
//! once to f16. A square root is correctly rounded (IEEE 754 requires it,
//! and f32 carries more than twice f16's precision, so the f16 one is too);
//! the transcendental ones are the simulator's `libm` routines (musl's,
//! within an ulp or two; the SDK documents no accuracy). `inv` and `invsqrt` divide 1 by
//! the value or its root; `isNaN`, `isInf` and `isFinite` classify it.

use super::super::ast::Span;
use super::super::eval::math::{lookup, Form};
use super::super::eval::{error, Eval};
use super::super::value::{FloatType, Type, Value};
use super::builder::FnBuilder;
use melior::ir::{
    attribute::{FlatSymbolRefAttribute, IntegerAttribute, StringAttribute, TypeAttribute},
    operation::OperationBuilder,
    r#type::{FunctionType, IntegerType},
    Identifier, Region, Type as MlirType, ValueLike,
};
use tanto_dialects::ir::handles::ValueHandle;

/// The parameter types and result of `<math>`'s function `name`, for
/// those that are lowered.
pub(super) fn signature(name: &str) -> Option<(Vec<Type>, Type)> {
    let (form, float, arity) = lookup(name)?;
    let result = match form {
        Form::IsNan | Form::IsInf | Form::IsFinite => Type::Bool,
        _ => Type::Float(float),
    };
    Some((vec![Type::Float(float); arity], result))
}

/// arith.cmpf's predicates used here.
const ORDERED_EQUAL: i64 = 1;
const ORDERED_LESS: i64 = 4;
const UNORDERED: i64 = 14;

impl<'c> FnBuilder<'c, '_, '_> {
    /// `<math>`'s `name` applied to `args` (of its signature's types).
    pub(super) fn math_call(
        &mut self,
        name: &str,
        args: &[ValueHandle],
        span: &Span,
    ) -> Eval<ValueHandle> {
        let Some((form, float, arity)) = lookup(name) else {
            return Err(error(
                span,
                format!("`{name}` is not one of <math>'s functions"),
            ));
        };
        if args.len() != arity {
            return Err(error(
                span,
                format!(
                    "`{name}` of <math> takes {}, not {}",
                    tanto_arch::count(arity as u64, "argument"),
                    args.len()
                ),
            ));
        }
        let f32_type = MlirType::float32(self.context);
        let narrow = MlirType::float16(self.context);
        // Every function is computed in f32.
        let mut wide = Vec::new();
        for arg in args {
            wide.push(match float {
                FloatType::F32 => *arg,
                FloatType::F16 => self.convert("arith.extf", *arg, f32_type, span)?,
            });
        }
        let f32_constant = |b: &mut Self, value: f64| {
            b.constant(
                &Value::Float {
                    ty: Some(FloatType::F32),
                    value,
                },
                span,
            )
        };
        let result = match form {
            Form::Routine(symbol) => self.runtime_call(symbol, &wide, f32_type, span)?,
            Form::Inverse => {
                let one = f32_constant(self, 1.0)?;
                self.arith("arith.divf", one, wide[0], span)?
            }
            Form::InverseSqrt => {
                let root = self.runtime_call("sqrtf", &wide, f32_type, span)?;
                let one = f32_constant(self, 1.0)?;
                self.arith("arith.divf", one, root, span)?
            }
            Form::IsNan => return self.cmpf(UNORDERED, wide[0], wide[0], span),
            Form::IsInf | Form::IsFinite => {
                let magnitude = self.runtime_call("fabsf", &wide, f32_type, span)?;
                let infinity = f32_constant(self, f64::INFINITY)?;
                let predicate = if form == Form::IsInf {
                    ORDERED_EQUAL
                } else {
                    ORDERED_LESS
                };
                return self.cmpf(predicate, magnitude, infinity, span);
            }
            Form::Infinity => f32_constant(self, f64::INFINITY)?,
            Form::NotANumber => f32_constant(self, f64::NAN)?,
        };
        match float {
            FloatType::F32 => Ok(result),
            FloatType::F16 => self.convert("arith.truncf", result, narrow, span),
        }
    }

    /// `arith.cmpf` of `a` and `b` under `predicate`: an i1.
    fn cmpf(
        &mut self,
        predicate: i64,
        a: ValueHandle,
        b: ValueHandle,
        span: &Span,
    ) -> Eval<ValueHandle> {
        let predicate = IntegerAttribute::new(IntegerType::new(self.context, 64).into(), predicate);
        self.append1(
            OperationBuilder::new("arith.cmpf", self.loc(span))
                .add_attributes(&[(Identifier::new(self.context, "predicate"), predicate.into())])
                .add_operands(&[a.get(), b.get()])
                .add_results(&[IntegerType::new(self.context, 1).into()])
                .build(),
            span,
        )
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
