//! `tanto-lower-tile-to-llvm`: the math object's operations to calls into
//! the math engine (`tanto_rt_math_*`, `tanto_rt_tile_*`). Each op's
//! function and its argument words come from the ABI's definition
//! (manifest/abi.toml, `tanto_manifest::abi::math`): each word names the
//! operand or attribute it comes from and its kind. A pipe operand becomes
//! the L1 address of a tile or frame and the pipe's data format; slots and
//! other integers pass as they are; i1 and f32 operands as their bits; an
//! absent optional operand as 0; enum attributes as the index of their
//! value, unit attributes as 0/1 (docs/abi.md lists every function). The
//! pto dialect's ops are lowered in the same walk (lower/pto.rs).

use super::{
    call_abi, data_format, enum_index, op_name,
    pto_kernel::is_pto_op,
    rewrite::{lowering_start, Lowered, OnError, Patterns, Rewrite},
    value_type, Builder,
};
use melior::{
    ir::{operation::OperationLike, OperationRef, Value, ValueLike},
    Context,
};
use tanto_dialects::{
    pass::{fail, FnPass, PassInfo, PassResult},
    spec::{AttrKind, OpDef},
    types, OpDialect, OpKind,
};
use tanto_manifest::abi::math::{self as abi, WordKind};

pub static PASS: PassInfo = PassInfo {
    argument: "tanto-lower-tile-to-llvm",
    description: "Lower math-object operations to tanto_rt_math_*/tanto_rt_tile_* calls with inline tile addresses",
    anchor: OpKind::BuiltinModule.name(),
    create: |options| FnPass::new(PASS.argument, run).create(options),
};

fn frame_tile<'c, 'a>(
    b: &Builder<'c, 'a>,
    pipe: Value<'c, 'a>,
    index: Value<'c, 'a>,
) -> Value<'c, 'a> {
    let tile_bytes = b.constant(1024 * super::element_size(value_type(pipe)));
    b.call1(
        "tanto.pipe.read_tile",
        &[b.word(pipe), b.word(index), tile_bytes],
    )
}

fn frame_start<'c, 'a>(b: &Builder<'c, 'a>, pipe: Value<'c, 'a>, helper: &str) -> Value<'c, 'a> {
    let tile_bytes = b.constant(1024 * super::element_size(value_type(pipe)));
    b.call1(helper, &[b.word(pipe), tile_bytes])
}

fn format_of<'c, 'a>(b: &Builder<'c, 'a>, value: Value<'c, 'a>) -> Value<'c, 'a> {
    b.constant(data_format(value_type(value)))
}

fn run<'c>(context: &'c Context, module: OperationRef<'c, '_>) -> PassResult {
    let ops = lowering_start(
        context,
        module,
        PASS.argument,
        &[OpDialect::Tile, OpDialect::Pto],
    )?;
    if ops.is_empty() {
        return Ok(());
    }
    super::pto_carried::lower_carried_tiles(context, module).map_err(|(at, e)| fail(at, &e))?;
    let pto_ops: Vec<OpKind> = OpKind::ALL
        .iter()
        .copied()
        .filter(|kind| is_pto_op(*kind))
        .collect();
    let mut patterns = Patterns::new();
    patterns
        .add(&pto_ops, |r| super::pto::lower(r.module, &r.b, r.op))
        .otherwise(math_call);
    patterns.apply(context, module, ops, OnError::Continue)
}

/// An op of the math object: a call of its ABI function.
fn math_call<'c, 'x>(r: &Rewrite<'x, 'c>) -> Lowered<'c, 'x> {
    let (op, b) = (r.op, &r.b);
    let name = op_name(&op);
    let function = abi::for_op(&name).ok_or_else(|| format!("'{name}' has no lowering to LLVM"))?;
    let args = arguments(b, &op, function)?;
    call_abi(r.module, b, function, &args)?;
    if let Some(acquire) = tanto_dialects::tile::MathAcquireOp::cast(op) {
        // Every user is a tile op, lowered here too; the placeholder dies.
        let math = acquire.math().map_err(|e| e.to_string())?;
        let zero = b.constant(0);
        return Ok(vec![b.join_words(&[zero], math.r#type())]);
    }
    Ok(Vec::new())
}

/// The argument words of `function` for `op`, as the ABI lists them (see
/// the module docs). The frame starts are computed first, then the words
/// in order.
fn arguments<'c, 'a>(
    b: &Builder<'c, 'a>,
    op: &OperationRef<'c, 'a>,
    function: &abi::Function,
) -> Result<Vec<Value<'c, 'a>>, String> {
    let name = op_name(op);
    let (_, def) =
        tanto_dialects::op_def(&name).ok_or_else(|| format!("'{name}' has no definition"))?;
    let value = |from: &str| types::named_value(*op, def, from);
    let pipe =
        |from: &str| value(from).ok_or_else(|| format!("'{name}' has no pipe operand {from}"));
    let mut frames = Vec::new();
    for word in function.words {
        let helper = match word.kind {
            WordKind::PackTile => "tanto.pipe.pack_tile",
            WordKind::ReadFrame => "tanto.pipe.read_frame",
            WordKind::WriteFrame => "tanto.pipe.write_frame",
            _ => continue,
        };
        frames.push(frame_start(b, pipe(source(function, word)?)?, helper));
    }
    let mut frames = frames.into_iter();
    let mut args = Vec::new();
    for word in function.words {
        let from = source(function, word)?;
        let arg = match word.kind {
            WordKind::PackTile | WordKind::ReadFrame | WordKind::WriteFrame => frames
                .next()
                .ok_or_else(|| format!("'{name}': a frame start missing"))?,
            WordKind::FrameTile => {
                let index = frame_index(def, from).and_then(&value).ok_or_else(|| {
                    format!("'{name}': pipe operand {from} without a frame index")
                })?;
                frame_tile(b, pipe(from)?, index)
            }
            WordKind::Format => format_of(
                b,
                value(from).ok_or_else(|| format!("'{name}' has no value {from}"))?,
            ),
            _ => match value(from) {
                Some(value) => b.scalar_word(value).map_err(|e| format!("'{name}': {e}"))?,
                None => b.constant(attribute_word(op, def, from)?),
            },
        };
        args.push(arg);
    }
    Ok(args)
}

/// The operand or attribute word `word` of `function` comes from.
fn source(function: &abi::Function, word: &abi::Word) -> Result<&'static str, String> {
    word.from.ok_or_else(|| {
        format!(
            "internal error: word {} of {} names no operand",
            word.name, function.symbol
        )
    })
}

/// The frame-index operand the definition pairs with pipe operand `pipe`
/// (the k-th pipe operand takes the k-th frame index).
fn frame_index<'d>(def: &'d OpDef, pipe: &str) -> Option<&'d str> {
    let k = def
        .operands
        .iter()
        .filter(|d| d.is_only("!pipe.pipe"))
        .position(|d| d.name == pipe)?;
    def.frame_indices.get(k).map(String::as_str)
}

/// The word of attribute `name`, or of an absent optional operand: an enum
/// value's index, a unit attribute's presence, 0 for an absent operand.
fn attribute_word(op: &OperationRef, def: &OpDef, name: &str) -> Result<i64, String> {
    match def
        .attributes
        .iter()
        .find(|a| a.name == name)
        .map(|a| &a.kind)
    {
        Some(AttrKind::Enum(_)) => enum_index(op, name),
        Some(AttrKind::Unit) => Ok(i64::from(op.attribute(name).is_ok())),
        Some(_) => Err(format!(
            "'{}': attribute {name} has no ABI word",
            op_name(op)
        )),
        None if def.operands.iter().any(|d| d.name == name) => Ok(0),
        None => Err(format!(
            "'{}' has no operand or attribute {name}",
            op_name(op)
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tanto_dialects::spec::ValueDef;

    /// Whether an op is the math object's: it takes one, makes one, or
    /// tilizes (a math-scope op without the object).
    fn is_math_op(def: &OpDef) -> bool {
        let math = |values: &[ValueDef]| values.iter().any(|v| v.is_only("!tile.math"));
        math(&def.operands) || math(&def.results) || def.name.ends_with("tilize_block")
    }

    /// Every math op of the tile dialect lowers to a function of the ABI,
    /// and every function names ops that exist.
    #[test]
    fn every_math_op_has_an_abi_function() {
        let (tile, _) = tanto_dialects::op_def("tile.add").expect("tile.add");
        for def in tile.ops.iter().filter(|def| is_math_op(def)) {
            let name = format!("tile.{}", def.name);
            assert!(abi::for_op(&name).is_some(), "{name} has no ABI function");
        }
        for function in abi::FUNCTIONS {
            for op in function.ops {
                let def = tanto_dialects::op_def(op).map(|(_, def)| def);
                assert!(def.is_some_and(is_math_op), "{}: {op}", function.symbol);
            }
        }
    }

    /// Each word of a Tanto op's function comes from an operand, result or
    /// attribute of the op, of the kind its word says.
    #[test]
    fn words_name_what_the_ops_define() {
        for function in abi::FUNCTIONS {
            for op in function.ops {
                let (_, def) = tanto_dialects::op_def(op).expect("checked above");
                for word in function.words {
                    let from = word.from.expect("a Tanto op's word names its source");
                    let value = def
                        .operands
                        .iter()
                        .chain(&def.results)
                        .find(|v| v.name == from);
                    let attribute = def.attributes.iter().find(|a| a.name == from);
                    let pipe = value.is_some_and(|v| v.is_only("!pipe.pipe"));
                    let fits = match word.kind {
                        WordKind::FrameTile => pipe && frame_index(def, from).is_some(),
                        WordKind::PackTile | WordKind::ReadFrame | WordKind::WriteFrame => pipe,
                        WordKind::Format => pipe || value.is_some_and(|v| v.is_only("!tile.math")),
                        WordKind::Enum => {
                            attribute.is_some_and(|a| matches!(a.kind, AttrKind::Enum(_)))
                        }
                        WordKind::Flag => {
                            value.is_some_and(|v| v.ty == "i1")
                                || attribute.is_some_and(|a| a.kind == AttrKind::Unit)
                        }
                        _ => value.is_some_and(|v| !pipe && v.ty != "!tile.math"),
                    };
                    assert!(
                        fits,
                        "{}: word {} from {op}'s {from}",
                        function.symbol, word.name
                    );
                }
            }
        }
    }

    /// The device library's declarations of math-engine functions (the
    /// ones it calls itself or the PTO lowering calls without declaring)
    /// agree with the ABI: as many i32 words, a result where it returns one.
    #[test]
    fn library_declarations_match_the_abi() {
        let library = super::super::library::source();
        let mut checked = 0;
        for line in library.lines() {
            let Some(rest) = line.trim().strip_prefix("func.func private @") else {
                continue;
            };
            let (symbol, signature) = rest.split_at(rest.find('(').expect("("));
            let Some(function) = abi::function(symbol) else {
                continue;
            };
            let inputs = &signature[1..signature.find(')').expect(")")];
            let count = inputs.split(',').filter(|t| !t.trim().is_empty()).count();
            assert_eq!(count, function.words.len(), "{symbol}");
            assert!(inputs
                .split(',')
                .all(|t| t.trim().is_empty() || t.trim() == "i32"));
            assert_eq!(
                signature.contains("-> i32"),
                function.returns_word,
                "{symbol}"
            );
            checked += 1;
        }
        assert!(checked >= 4, "only {checked} declarations checked");
    }
}
