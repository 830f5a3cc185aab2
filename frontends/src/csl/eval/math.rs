//! `<math>`'s functions: which exist (`lookup`, shared with the lowering
//! in `lower/math.rs`) and their values at comptime, computed as the PE
//! runtime computes them (in f32, by the same `libm` routines).

use super::super::ast::Span;
use super::super::value::{FloatType, Type, Value};
use super::{coerce, error, round_to, Eval};

/// How a `<math>` function is computed (in f32).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::csl) enum Form {
    /// The runtime routine of this name, on the arguments.
    Routine(&'static str),
    /// 1 / x.
    Inverse,
    /// 1 / sqrt(x).
    InverseSqrt,
    /// x is a NaN.
    IsNan,
    /// x is an infinity.
    IsInf,
    /// x is neither a NaN nor an infinity.
    IsFinite,
    /// The constant +infinity.
    Infinity,
    /// The constant quiet NaN.
    NotANumber,
}

/// `<math>`'s function `name`: `base_f16` or `base_f32`.
pub(in crate::csl) fn lookup(name: &str) -> Option<(Form, FloatType, usize)> {
    let (base, suffix) = name.rsplit_once('_')?;
    let float = match suffix {
        "f16" => FloatType::F16,
        "f32" => FloatType::F32,
        _ => return None,
    };
    let (form, arity) = match base {
        "abs" | "fabs" => (Form::Routine("fabsf"), 1),
        "ceil" => (Form::Routine("ceilf"), 1),
        "floor" => (Form::Routine("floorf"), 1),
        "exp" => (Form::Routine("expf"), 1),
        "log" => (Form::Routine("logf"), 1),
        "sin" => (Form::Routine("sinf"), 1),
        "cos" => (Form::Routine("cosf"), 1),
        "tanh" => (Form::Routine("tanhf"), 1),
        "sqrt" => (Form::Routine("sqrtf"), 1),
        "pow" => (Form::Routine("powf"), 2),
        "fmax" | "max" => (Form::Routine("fmaxf"), 2),
        "fmin" | "min" => (Form::Routine("fminf"), 2),
        "inv" => (Form::Inverse, 1),
        "invsqrt" | "rsqrt" => (Form::InverseSqrt, 1),
        "isNaN" | "isnan" => (Form::IsNan, 1),
        "isInf" | "isinf" => (Form::IsInf, 1),
        "isFinite" | "isfinite" => (Form::IsFinite, 1),
        "inf" => (Form::Infinity, 0),
        "NaN" | "nan" => (Form::NotANumber, 0),
        _ => return None,
    };
    Some((form, float, arity))
}

/// `<math>`'s `name` at comptime, computed as the runtime computes it (in
/// f32, by the same routines, rounded to f16 for an f16 function); None
/// when `name` is not one of its functions.
pub(in crate::csl) fn fold(name: &str, args: &[(Value, Span)], at: &Span) -> Option<Eval<Value>> {
    let (form, float, arity) = lookup(name)?;
    Some(fold_known(form, float, arity, name, args, at))
}

fn fold_known(
    form: Form,
    float: FloatType,
    arity: usize,
    name: &str,
    args: &[(Value, Span)],
    at: &Span,
) -> Eval<Value> {
    if args.len() != arity {
        return Err(error(
            at,
            format!(
                "`{name}` of <math> takes {}, not {}",
                tanto_arch::count(arity as u64, "argument"),
                args.len()
            ),
        ));
    }
    let mut x = [0f32; 2];
    for (slot, (value, span)) in x.iter_mut().zip(args) {
        match coerce(value.clone(), &Type::Float(float), span)? {
            Value::Float { value, .. } => *slot = value as f32,
            other => return Err(error(span, format!("expected {float:?}, found {other}"))),
        }
    }
    let [a, b] = x;
    let value = match form {
        Form::Routine(symbol) => match symbol {
            "fabsf" => libm::fabsf(a),
            "ceilf" => libm::ceilf(a),
            "floorf" => libm::floorf(a),
            "expf" => libm::expf(a),
            "logf" => libm::logf(a),
            "sinf" => libm::sinf(a),
            "cosf" => libm::cosf(a),
            "tanhf" => libm::tanhf(a),
            "sqrtf" => libm::sqrtf(a),
            "powf" => libm::powf(a, b),
            "fmaxf" => libm::fmaxf(a, b),
            "fminf" => libm::fminf(a, b),
            other => return Err(error(at, format!("internal error: no routine `{other}`"))),
        },
        Form::Inverse => 1.0 / a,
        Form::InverseSqrt => 1.0 / libm::sqrtf(a),
        Form::IsNan => return Ok(Value::Bool(a.is_nan())),
        Form::IsInf => return Ok(Value::Bool(a.is_infinite())),
        Form::IsFinite => return Ok(Value::Bool(a.is_finite())),
        Form::Infinity => f32::INFINITY,
        Form::NotANumber => f32::NAN,
    };
    Ok(Value::Float {
        ty: Some(float),
        value: round_to(float, f64::from(value)),
    })
}
