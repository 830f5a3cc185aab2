//! The memcpy library's comptime side: `<memcpy/get_params>`'s
//! `get_params(x)` in the layout and the stream colors a PE program reads
//! from its `<memcpy/memcpy>` import (`sys_mod.MEMCPYH2D_1`).
//!
//! The layout names the streams in its import
//! (`.MEMCPYH2D_1 = c`, ... `.MEMCPYD2H_4`); `get_params(x)` hands them to
//! each column's PE programs with the column, as the SDK's does, and the PE
//! program's `@import_module("<memcpy/memcpy>", memcpy_params)` binds them.

use super::super::ast::Span;
use super::super::value::{IdKind, Value};
use super::{error, Eval};

/// How many streams of each direction the library has.
pub const STREAMS_PER_DIRECTION: u32 = 4;

/// Whether `field` names one of the library's streams (`MEMCPYH2D_1` ...
/// `MEMCPYD2H_4`).
pub fn is_stream(field: &str) -> bool {
    ["MEMCPYH2D_", "MEMCPYD2H_"].iter().any(|prefix| {
        field
            .strip_prefix(prefix)
            .is_some_and(|k| (1..=STREAMS_PER_DIRECTION).any(|stream| k == stream.to_string()))
    })
}

/// `get_params(x)` of `<memcpy/get_params>` imported with `bindings`: the
/// column and the layout's stream colors, opaque to the PE program, which
/// hands them to `<memcpy/memcpy>`.
pub fn get_params(
    bindings: &[(Option<String>, Value)],
    args: &[(Value, Span)],
    at: &Span,
) -> Eval<Value> {
    let [(x @ Value::Int { .. }, _)] = args else {
        return Err(error(at, "get_params takes the PE's x coordinate"));
    };
    let mut params = vec![(Some("x".to_string()), x.clone())];
    // Every stream is a field; one the layout does not name is `{}` (void),
    // which modules test with `@is_same_type(@type_of(s), void)`.
    for direction in ["MEMCPYH2D_", "MEMCPYD2H_"] {
        for stream in 1..=STREAMS_PER_DIRECTION {
            let name = format!("{direction}{stream}");
            let given = bindings
                .iter()
                .find(|(field, _)| field.as_deref() == Some(name.as_str()))
                .map_or(Value::Void, |(_, value)| value.clone());
            params.push((Some(name), given));
        }
    }
    Ok(Value::Struct(params))
}

/// `sys_mod.MEMCPYH2D_k` in a PE program: the stream's color from the
/// params its `<memcpy/memcpy>` import was given (`field` is a stream's
/// name, `is_stream`).
pub fn stream_color(bindings: &[(Option<String>, Value)], field: &str, at: &Span) -> Eval<Value> {
    let given = bindings
        .iter()
        .find(|(name, _)| name.as_deref() == Some(field))
        .map(|(_, value)| value);
    match given {
        Some(
            color @ Value::Id {
                kind: IdKind::Color,
                ..
            },
        ) => Ok(color.clone()),
        Some(Value::Void) | None => Err(error(
            at,
            format!(
                "the memcpy library has no stream `{field}` here: the layout names its streams in \
                 <memcpy/get_params>'s import (`.{field} = @get_color(...)`) and passes \
                 `get_params(x)` to the PE program's <memcpy/memcpy> import"
            ),
        )),
        Some(other) => Err(error(
            at,
            format!("the memcpy stream `{field}` is a color, not {other}"),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::is_stream;

    #[test]
    fn stream_names_are_the_four_of_each_direction() {
        for name in ["MEMCPYH2D_1", "MEMCPYH2D_4", "MEMCPYD2H_1", "MEMCPYD2H_4"] {
            assert!(is_stream(name), "{name}");
        }
        for name in [
            "MEMCPYH2D_0",
            "MEMCPYH2D_5",
            "MEMCPYH2D_01",
            "MEMCPYD2H_",
            "width",
            "x",
        ] {
            assert!(!is_stream(name), "{name}");
        }
    }
}
