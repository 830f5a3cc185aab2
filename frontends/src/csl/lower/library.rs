//! Runtime calls of the compiler-bundled libraries that are code on the PE:
//! `<random>` (over the PE's hardware PRNG, `fabric.random16`), `<simprint>`
//! (`fabric.print`) and `<debug>` (`fabric.trace`). `<math>` is `math.rs`;
//! `<time>`, `<control>`, `<layout>` and `<memcpy/memcpy>` are in `expr.rs`.

use super::super::ast::{Expr, Span};
use super::super::eval::{error, Eval};
use super::super::value::{FloatType, IntType, Type, Value};
use super::builder::{FnBuilder, Operand};
use melior::ir::{
    attribute::FloatAttribute, operation::OperationBuilder, r#type::IntegerType, Identifier,
    Type as MlirType,
};
use tanto_dialects::ir::handles::ValueHandle;

/// A value's type for the library functions that take one, by the suffix
/// of their names (`print_u16_decimal`, `trace_f32`, ...), and the log
/// format that writes it.
fn typed(suffix: &str) -> Option<(Type, &'static str)> {
    let int = |signed, bits| Type::Int(IntType { signed, bits });
    Some(match suffix {
        "u16_decimal" | "u16" => (int(false, 16), "u16"),
        "i16_decimal" | "i16" => (int(true, 16), "i16"),
        "u32_decimal" | "u32" => (int(false, 32), "u32"),
        "i32_decimal" | "i32" => (int(true, 32), "i32"),
        "u16_hex" => (int(false, 16), "u16_hex"),
        "u32_hex" => (int(false, 32), "u32_hex"),
        "f32" => (Type::Float(FloatType::F32), "f32"),
        "f16" => (Type::Float(FloatType::F16), "f16"),
        "bool" => (Type::Bool, "bool"),
        _ => return None,
    })
}

impl<'c> FnBuilder<'c, '_, '_> {
    /// A call of `function` of library `module` (imported with
    /// `bindings`); None when it is not one of these libraries.
    pub(super) fn library_call(
        &mut self,
        module: &str,
        bindings: &[(Option<String>, Value)],
        function: &Span,
        name: &str,
        args: &[Expr],
        span: &Span,
    ) -> Option<Eval<Operand>> {
        Some(match (module, name) {
            ("<random>", "random_f32") => self.random_f32(args, span),
            ("<simprint>", "print_string") => self.log_string(args, None, span),
            ("<simprint>", _) => match name.strip_prefix("print_").and_then(typed) {
                Some((ty, format)) => self.log_value(args, &ty, format, None, span),
                None => Err(unknown(function, name, module)),
            },
            ("<debug>", _) => {
                let trace = match trace_instance(bindings, span) {
                    Ok(trace) => trace,
                    Err(e) => return Some(Err(e)),
                };
                match name {
                    "trace_string" => self.log_string(args, Some(&trace), span),
                    "trace_timestamp" if args.is_empty() => self
                        .constant(&Value::int_of(super::builder::type_i32(), 0), span)
                        .and_then(|zero| self.log(zero, "timestamp", Some(&trace), span)),
                    _ => match name.strip_prefix("trace_").and_then(typed) {
                        Some((ty, format)) if !format.ends_with("_hex") => {
                            self.log_value(args, &ty, format, Some(&trace), span)
                        }
                        _ => Err(unknown(function, name, module)),
                    },
                }
            }
            _ => return None,
        })
    }

    /// `fabric.random16`: the PRNG's next 16 bits, zero-extended in an i32.
    fn random16(&mut self, span: &Span) -> Eval<ValueHandle> {
        let i32: MlirType<'c> = IntegerType::new(self.context, 32).into();
        let op = tanto_dialects::fabric::random16(self.context, self.loc(span), i32)
            .map_err(|e| error(span, format!("internal error: {e}")))?;
        self.append1(Ok(op), span)
    }

    /// `random_f32(lo, hi)`: lo + (hi - lo) u, u uniform in [0, 1) with 24
    /// random bits (two PRNG reads).
    fn random_f32(&mut self, args: &[Expr], span: &Span) -> Eval<Operand> {
        let [lo, hi] = args else {
            return Err(error(span, "random_f32 takes the bounds `lo, hi`, two f32"));
        };
        let f32 = Type::Float(FloatType::F32);
        let lo = self.expr(lo)?;
        let lo = self.materialize(lo, &f32, &args[0].span)?;
        let hi = self.expr(hi)?;
        let hi = self.materialize(hi, &f32, &args[1].span)?;
        let high = self.random16(span)?;
        let low = self.random16(span)?;
        let sixteen = self.constant(&Value::int_of(super::builder::type_i32(), 16), span)?;
        let eight = self.constant(&Value::int_of(super::builder::type_i32(), 8), span)?;
        let shifted = self.arith("arith.shli", high, sixteen, span)?;
        let bits = self.arith("arith.ori", shifted, low, span)?;
        let top = self.arith("arith.shrui", bits, eight, span)?;
        let mlir_f32 = self.mlir(&f32, span)?;
        let whole = self.append1(
            OperationBuilder::new("arith.uitofp", self.loc(span))
                .add_operands(&[top.get()])
                .add_results(&[mlir_f32])
                .build(),
            span,
        )?;
        let scale = self.append1(
            OperationBuilder::new("arith.constant", self.loc(span))
                .add_attributes(&[(
                    Identifier::new(self.context, "value"),
                    FloatAttribute::new(self.context, mlir_f32, 2f64.powi(-24)).into(),
                )])
                .add_results(&[mlir_f32])
                .build(),
            span,
        )?;
        let unit = self.arith("arith.mulf", whole, scale, span)?;
        let width = self.arith("arith.subf", hi, lo, span)?;
        let offset = self.arith("arith.mulf", width, unit, span)?;
        let value = self.arith("arith.addf", lo, offset, span)?;
        Ok(Operand::Runtime(value, f32))
    }

    /// `print_string(s)` / `trace_string(s)`: s, a comptime string, a byte
    /// an op (and a trace's string end).
    fn log_string(
        &mut self,
        args: &[Expr],
        trace: Option<&TraceInstance>,
        span: &Span,
    ) -> Eval<Operand> {
        let [text] = args else {
            return Err(error(span, "this takes one comptime string"));
        };
        // A variable's comptime value is only its initial one.
        let value = if self.reads_runtime(text) {
            Err(error(&text.span, "a runtime value"))
        } else {
            self.evaluator.expr_with(text, &self.known)
        };
        let bytes = match value {
            Ok(Value::Str(bytes)) => bytes,
            Ok(other) => {
                return Err(error(
                    &text.span,
                    format!("expected a comptime string, found {other}"),
                ))
            }
            Err(_) => {
                return Err(error(
                    &text.span,
                    "expected a comptime string: the text is written at compile time",
                ))
            }
        };
        for byte in bytes {
            let byte = self.constant(
                &Value::int_of(super::builder::type_i32(), i64::from(byte)),
                span,
            )?;
            self.log(byte, "char", trace, span)?;
        }
        if trace.is_some() {
            let zero = self.constant(&Value::int_of(super::builder::type_i32(), 0), span)?;
            self.log(zero, "string_end", trace, span)?;
        }
        Ok(Operand::Known(Value::Void))
    }

    /// A value of type `ty` written as `format`: its bits in an i32.
    fn log_value(
        &mut self,
        args: &[Expr],
        ty: &Type,
        format: &str,
        trace: Option<&TraceInstance>,
        span: &Span,
    ) -> Eval<Operand> {
        let [value] = args else {
            return Err(error(span, format!("this takes one {ty}")));
        };
        let operand = self.expr(value)?;
        let v = self.materialize(operand, ty, &value.span)?;
        let i32: MlirType<'c> = IntegerType::new(self.context, 32).into();
        let word = match ty {
            Type::Int(from) => self.resize_int(
                v,
                *from,
                IntType {
                    signed: false,
                    bits: 32,
                },
                span,
            )?,
            Type::Float(FloatType::F32) => self.convert("arith.bitcast", v, i32, span)?,
            Type::Float(_) => {
                let i16: MlirType<'c> = IntegerType::new(self.context, 16).into();
                let half = self.convert("arith.bitcast", v, i16, span)?;
                self.convert("arith.extui", half, i32, span)?
            }
            _ => self.convert("arith.extui", v, i32, span)?,
        };
        self.log(word, format, trace, span)?;
        Ok(Operand::Known(Value::Void))
    }

    pub(super) fn convert(
        &mut self,
        name: &str,
        v: ValueHandle,
        to: MlirType<'c>,
        span: &Span,
    ) -> Eval<ValueHandle> {
        self.append1(
            OperationBuilder::new(name, self.loc(span))
                .add_operands(&[v.get()])
                .add_results(&[to])
                .build(),
            span,
        )
    }

    /// `fabric.print`, or `fabric.trace` into `trace`'s buffer.
    fn log(
        &mut self,
        word: ValueHandle,
        format: &str,
        trace: Option<&TraceInstance>,
        span: &Span,
    ) -> Eval<Operand> {
        let (context, location) = (self.context, self.loc(span));
        let op = match trace {
            None => tanto_dialects::fabric::print(context, location, word.get(), format),
            Some(t) => tanto_dialects::fabric::trace(
                context,
                location,
                word.get(),
                &t.key,
                t.capacity,
                format,
            ),
        }
        .map_err(|e| error(span, format!("internal error: {e}")))?;
        self.append(Ok(op), span)?;
        Ok(Operand::Known(Value::Void))
    }
}

/// A `<debug>` import: its buffer's key and size.
pub(super) struct TraceInstance {
    key: String,
    capacity: i64,
}

/// The `.key` (a string) and `.buffer_size` (a positive integer) the
/// `<debug>` import was given.
fn trace_instance(bindings: &[(Option<String>, Value)], span: &Span) -> Eval<TraceInstance> {
    let field = |name: &str| {
        bindings
            .iter()
            .find(|(n, _)| n.as_deref() == Some(name))
            .map(|(_, v)| v)
    };
    let key = match field("key") {
        Some(Value::Str(bytes)) => String::from_utf8_lossy(bytes).into_owned(),
        _ => {
            return Err(error(
                span,
                "a <debug> import names its buffer: @import_module(\"<debug>\", .{ .key = \"...\", .buffer_size = N })",
            ))
        }
    };
    let capacity = match field("buffer_size") {
        Some(Value::Int { value, .. }) if *value > 0 && *value <= i128::from(u16::MAX) => {
            *value as i64
        }
        _ => {
            return Err(error(
                span,
                format!("the <debug> import of key `{key}` needs `.buffer_size`, a positive size"),
            ))
        }
    };
    Ok(TraceInstance { key, capacity })
}

fn unknown(function: &Span, name: &str, module: &str) -> crate::diagnostic::Diagnostic {
    error(function, format!("`{name}` of {module} is not lowered yet"))
}
