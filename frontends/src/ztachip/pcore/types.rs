//! PCORE's types and the rules shared by the checks of declarations
//! ([`super::check`]) and of kernel bodies ([`super::body`]): what a type
//! word makes of a variable, refused storage words, constant dimensions,
//! reserved names and the vector intrinsics.

use super::{ast::*, model::VECTOR_WIDTH};
use crate::diagnostic::Diagnostic;

/// What a type word makes of a variable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// 12-bit lanes in private or shared memory (int16, float2/4, vint16).
    Vector,
    /// 32-bit accumulator lanes (int32, vint32).
    Accumulator,
    /// A 13-bit scalar integer register (int).
    Integer,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TypeInfo {
    pub word: String,
    pub kind: Kind,
    pub lanes: usize,
    pub bits: u32,
}

/// The type of `specifiers`, or why PCORE has no such type.
pub fn type_of(specifiers: &Specifiers) -> Result<TypeInfo, Diagnostic> {
    let Some((word, span)) = specifiers.type_word() else {
        return Err(Diagnostic::error(
            specifiers.span.clone(),
            "a PCORE declaration needs a type (int, int16, vint16, int32, vint32, ...)",
        ));
    };
    let info = |kind, lanes, bits| TypeInfo {
        word: word.clone(),
        kind,
        lanes,
        bits,
    };
    let refuse = |why: String| Err(Diagnostic::error(span.clone(), why));
    match word.as_str() {
        "int16" => Ok(info(Kind::Vector, 1, 12)),
        "float2" => Ok(info(Kind::Vector, 2, 12)),
        "float4" => Ok(info(Kind::Vector, 4, 12)),
        "vint16" => Ok(info(Kind::Vector, VECTOR_WIDTH, 12)),
        "int32" | "vint32" => Ok(info(Kind::Accumulator, VECTOR_WIDTH, 32)),
        "int" => Ok(info(Kind::Integer, 1, 13)),
        "float16" => refuse(
            "`float16` has 16 lanes, but ztachip's vector ALU has 8 (VECTOR_WIDTH): use vint16"
                .into(),
        ),
        "float" | "float8" | "double" => refuse(format!(
            "`{word}` is the programmer guide's older name; ztachip's compiler reads `{}`",
            match word.as_str() {
                "float" => "int16",
                "float8" => "vint16",
                _ => "vint32",
            }
        )),
        "void" => refuse("a PCORE variable cannot be `void`".into()),
        w if w.starts_with("struct") || w.starts_with("union") || w.starts_with("enum") => refuse(
            format!("`{w}`: structures, unions and enums are not part of the PCORE language (ztachip's compiler has no such variables)"),
        ),
        w => refuse(format!(
            "`{w}`: PCORE data are 12-bit lanes (int16, vint16), 32-bit accumulators (int32, vint32) and `int` registers"
        )),
    }
}

/// Storage words the checks refuse wherever they appear, with the reason.
pub fn refused_storage(specifiers: &Specifiers) -> Option<Diagnostic> {
    for (word, span) in &specifiers.words {
        let message = match word.as_str() {
            "static" => {
                "`static` variables are not supported (ztachip's compiler refuses them)".to_string()
            }
            "const" => {
                "`const` variables are not supported (ztachip's compiler refuses them)".to_string()
            }
            "typedef" => "`typedef` is not part of the PCORE language".to_string(),
            "volatile" | "restrict" | "auto" | "register" | "inline" | "signed" => {
                format!("`{word}`: this C qualifier means nothing to PCORE code")
            }
            _ => continue,
        };
        return Some(Diagnostic::error(span.clone(), message));
    }
    None
}

/// Dimensions that must be positive constants.
pub fn shape(
    dims: &[(Option<Expr>, Span)],
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<Vec<usize>> {
    let mut shape = Vec::new();
    for (dim, span) in dims {
        match dim.as_ref().map(constant) {
            Some(Some(n)) if n > 0 => shape.push(usize::try_from(n).ok()?),
            Some(Some(n)) => {
                diagnostics.push(Diagnostic::error(
                    span.clone(),
                    format!("an array dimension must be positive, but this one is {n}"),
                ));
                return None;
            }
            _ => {
                diagnostics.push(Diagnostic::error(
                    span.clone(),
                    "an array dimension must be a constant (after the preprocessor)",
                ));
                return None;
            }
        }
    }
    Some(shape)
}

/// Words (lanes × elements) an array of `shape` takes; None when the
/// product passes `usize` (a declared shape may be any constant).
pub fn words_of(lanes: usize, shape: &[usize]) -> Option<usize> {
    shape
        .iter()
        .try_fold(lanes, |words, d| words.checked_mul(*d))
}

/// The vector ALU's operations a kernel calls by name (ztachip's
/// config.cpp), with their operand counts.
const INTRINSICS: &[(&str, usize)] = &[
    ("ASN", 1),
    ("ASN_RAW", 1),
    ("ADD", 2),
    ("SUB", 2),
    ("CONV", 1),
    ("LT", 2),
    ("LE", 2),
    ("GT", 2),
    ("GE", 2),
    ("EQ", 2),
    ("NE", 2),
    ("MUL", 2),
    ("GET_MANTISSA", 1),
    ("GET_EXP", 1),
    ("SET_EXP", 2),
    ("SET_FLOAT", 2),
    ("SHL", 2),
    ("SHLA", 1),
    ("SHR", 2),
    ("SHRA", 1),
    ("FMS", 3),
    ("FMA", 3),
    ("FNMS", 3),
    ("FNMA", 3),
    ("FMS2", 3),
    ("FMA2", 3),
    ("FNMS2", 3),
    ("FNMA2", 3),
];

/// The operand count of the vector intrinsic `name`.
pub fn intrinsic(name: &str) -> Option<usize> {
    INTRINSICS
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, arity)| *arity)
}

/// Names no variable may take (case-insensitive, as ztachip's compiler
/// compares them): the thread and PCORE ids, the lane mask, the intrinsics.
pub fn is_reserved(name: &str) -> bool {
    ["tid", "pid", "_VMASK", "NULL"]
        .iter()
        .any(|r| r.eq_ignore_ascii_case(name))
        || intrinsic(name).is_some()
}

/// A floating-point constant as ztachip's compiler gives it to the vector
/// ALU: its constant table holds `(int)value` (const.cpp), the value
/// truncated toward zero. None past 32 bits.
pub fn float_constant(text: &str) -> Option<i64> {
    // ztachip's compiler converts the constant's text with atof, which
    // reads no number in `FLOAT(0x...)`.
    if text.starts_with("FLOAT") {
        return Some(0);
    }
    let value = atof(text)?;
    let truncated = value.trunc();
    (truncated.abs() < 2f64.powi(31)).then_some(truncated as i64)
}

/// A floating-point constant's text as atof reads it: decimal, or
/// hexadecimal with a binary exponent (`0x1.8p1` is 3), its suffix
/// (`f`, `l`) aside. None for text that is neither.
pub fn atof(text: &str) -> Option<f64> {
    let text = text.trim_end_matches(['f', 'F', 'l', 'L']);
    let Some(hex) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) else {
        return text.parse().ok();
    };
    let (mantissa, exponent) = hex.split_once(['p', 'P'])?;
    let exponent: i32 = exponent.parse().ok()?;
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let mut value = 0f64;
    for digit in whole.chars().chain(fraction.chars()) {
        value = value * 16.0 + f64::from(digit.to_digit(16)?);
    }
    let fraction_bits = i32::try_from(fraction.len()).ok()?.checked_mul(4)?;
    Some(value * 2f64.powi(exponent.saturating_sub(fraction_bits)))
}

/// `value` as a 32-bit constant: an `int`'s, or an `unsigned`'s wrapped
/// (`0xFFFFFFFF` is -1); None past 32 bits.
pub fn fit_32_bits(value: i64) -> Option<i64> {
    i32::try_from(value)
        .ok()
        .or_else(|| u32::try_from(value).ok().map(|u| u as i32))
        .map(i64::from)
}

/// The value of a constant integer expression (after the preprocessor).
pub fn constant(expr: &Expr) -> Option<i64> {
    match &expr.kind {
        ExprKind::Int(v) => Some(*v),
        // ztachip's lexer takes a character constant as an integer
        // constant and its parser converts the text with atoi: 0.
        ExprKind::Char(_) => Some(0),
        ExprKind::Prefix(op, e) => {
            let v = constant(e)?;
            match op.as_str() {
                "-" => v.checked_neg(),
                "+" => Some(v),
                "~" => Some(!v),
                "!" => Some(i64::from(v == 0)),
                _ => None,
            }
        }
        ExprKind::Binary(op, l, r) => {
            let (l, r) = (constant(l)?, constant(r)?);
            match op.as_str() {
                "+" => l.checked_add(r),
                "-" => l.checked_sub(r),
                "*" => l.checked_mul(r),
                "/" => l.checked_div(r),
                "%" => l.checked_rem(r),
                "<<" => u32::try_from(r).ok().and_then(|r| l.checked_shl(r)),
                ">>" => u32::try_from(r).ok().and_then(|r| l.checked_shr(r)),
                "&" => Some(l & r),
                "|" => Some(l | r),
                "^" => Some(l ^ r),
                "&&" => Some(i64::from(l != 0 && r != 0)),
                "||" => Some(i64::from(l != 0 || r != 0)),
                "==" => Some(i64::from(l == r)),
                "!=" => Some(i64::from(l != r)),
                "<" => Some(i64::from(l < r)),
                ">" => Some(i64::from(l > r)),
                "<=" => Some(i64::from(l <= r)),
                ">=" => Some(i64::from(l >= r)),
                _ => None,
            }
        }
        ExprKind::Conditional(c, a, b) => {
            if constant(c)? != 0 {
                constant(a)
            } else {
                constant(b)
            }
        }
        _ => None,
    }
}

/// The warning for `int *p`, an integer as ztachip's compiler reads it.
pub fn dropped_pointers_warning(declarator: &Declarator) -> Option<Diagnostic> {
    let span = declarator.dropped_pointers.clone()?;
    Some(Diagnostic::warning(
        span,
        format!(
            "`{}` is an `int` register: ztachip's compiler drops the `*` of an `int` declaration (PCORE pointers point to int16 or vint16 data)",
            declarator.name.name
        ),
    ))
}
