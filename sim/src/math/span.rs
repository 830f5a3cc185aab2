//! How a math call appears on the timeline: named after what it computes
//! (`exp`, `reduce max`), not only its runtime function (`tile_unary`),
//! with every argument word under its parameter name.

use super::{lookup, tile::TileOp, unary::UnaryFn, Op};
use serde_json::{json, Map, Value};

/// `tile_reduce`'s kinds and `tile_binary_dst`'s, in their index order.
const REDUCE_KINDS: [&str; 2] = ["sum", "max"];
const DST_BINARY_KINDS: [&str; 6] = ["add", "sub", "rsub", "mul", "div", "power"];

/// The span's name and arguments of a call of `function` whose argument
/// word `i` is `arg(i)`; None when `function` is no math function.
pub fn span_label(
    function: &str,
    arg: impl Fn(usize) -> u32,
) -> Option<(String, Map<String, Value>)> {
    let def = lookup(function)?;
    let mut args: Map<String, Value> = def
        .params
        .iter()
        .enumerate()
        .map(|(i, param)| (param.to_string(), json!(arg(i))))
        .collect();
    let short = function.strip_prefix("tanto_rt_").unwrap_or(function);
    // The choice word, its parameter and the name of its value, if known.
    let choice = |index: usize, names: &[&'static str]| {
        let value = names.get(arg(index) as usize).copied()?;
        Some((def.params.get(index)?.to_string(), value))
    };
    let unary = |index: usize| {
        let name = UnaryFn::from_index(arg(index) as usize)?.name();
        Some((def.params.get(index)?.to_string(), name))
    };
    let (name, named) = match def.op {
        Op::Tile(TileOp::Unary) => match unary(2) {
            Some((param, f)) => (f.to_string(), Some((param, f))),
            None => (short.to_string(), None),
        },
        Op::Tile(TileOp::Reduce) => match choice(5, &REDUCE_KINDS) {
            Some((param, kind)) => (format!("reduce {kind}"), Some((param, kind))),
            None => (short.to_string(), None),
        },
        Op::Tile(TileOp::BinaryDst) => match choice(3, &DST_BINARY_KINDS) {
            Some((param, kind)) => (format!("{kind} (dst)"), Some((param, kind))),
            None => (short.to_string(), None),
        },
        _ => (short.to_string(), None),
    };
    if let Some((param, value)) = named {
        args.insert(param, json!(value));
    }
    args.insert("call".into(), json!(short));
    Some((name, args))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The index of a unary function (its order is checked against the
    /// dialect by the math tests).
    fn index_of(name: &str) -> u32 {
        UnaryFn::ALL.iter().position(|f| f.name() == name).unwrap() as u32
    }

    #[test]
    fn a_unary_call_is_named_after_its_function() {
        let exp = index_of("exp");
        let recip = index_of("recip");
        let word = |f: u32| move |i: usize| if i == 2 { f } else { 0 };
        let (name, args) = span_label("tanto_rt_tile_unary", word(exp)).unwrap();
        assert_eq!(
            (name.as_str(), &args["fn"], &args["call"]),
            ("exp", &json!("exp"), &json!("tile_unary"))
        );
        assert_eq!(
            span_label("tanto_rt_tile_unary", word(recip)).unwrap().0,
            "recip"
        );
    }

    #[test]
    fn a_reduce_is_named_after_its_kind_and_others_after_their_call() {
        let max = |i: usize| if i == 5 { 1 } else { 0 };
        assert_eq!(
            span_label("tanto_rt_tile_reduce", max).unwrap().0,
            "reduce max"
        );
        assert_eq!(
            span_label("tanto_rt_tile_add", |_| 0).unwrap().0,
            "tile_add"
        );
        assert!(span_label("tanto_rt_noc_read", |_| 0).is_none());
    }
}
