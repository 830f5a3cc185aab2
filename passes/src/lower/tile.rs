//! `tanto-lower-tile-to-llvm`: the math object's operations to calls into
//! the math engine (`tanto_rt_math_*`, `tanto_rt_tile_*`). Arguments are
//! derived from the op definitions (dialects/src/tile/tile.toml): a pipe
//! operand and its frame index become the L1 address of the tile and the
//! pipe's data format; slots and other integers pass as they are; i1 and
//! f32 operands as their bits; enum attributes as the index of their value
//! (docs/abi.md lists every function). The pto dialect's ops are lowered
//! in the same walk (lower/pto.rs).

use super::{
    call_runtime, data_format, enum_index, lowering_start, op_name, operand_ranges, pipe::operand,
    replace_each, short_name, value_type, Builder, OnError,
};
use melior::{
    ir::{operation::OperationLike, OperationRef, Value, ValueLike},
    Context,
};
use tanto_dialects::{
    pass::{fail, FnPass, PassInfo, PassResult},
    spec::AttrKind,
    types, OpDialect, OpKind,
};

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
    super::pto::lower_carried_tiles(context, module).map_err(|(at, e)| fail(at, &e))?;
    replace_each(module, ops, OnError::Continue, |op| {
        lower(context, module, op)
    })
}

fn lower<'c, 'a>(
    context: &'c Context,
    module: OperationRef,
    op: OperationRef<'c, 'a>,
) -> Result<Vec<Value<'c, 'a>>, String> {
    let name = op_name(&op);
    let b = Builder::at(context, op)?;
    let o = |i: usize| operand(&op, i);
    match OpKind::of(&op) {
        Some(OpKind::TileMathAcquire) => {
            let math = op.result(0).map_err(|e| e.to_string())?;
            let format = b.constant(super::data_format(math.r#type()));
            call_runtime(module, &b, "math_acquire", &[format])?;
            // Every user is a tile op, lowered here too; the placeholder dies.
            let placeholder = b.cast(&[b.constant(0)], &[math.r#type()]);
            return Ok(vec![Builder::result(placeholder, 0)]);
        }
        Some(OpKind::TileMathRelease) => call_runtime(module, &b, "math_release", &[])?,
        Some(OpKind::TilePack) => {
            let (slot, pipe) = (o(1)?, o(2)?);
            let tile = frame_start(&b, pipe, "tanto.pipe.pack_tile");
            let mode = enum_index(&op, "mode")?;
            call_runtime(
                module,
                &b,
                "tile_pack",
                &[b.word(slot), tile, format_of(&b, pipe), b.constant(mode)],
            )?;
        }
        Some(OpKind::TileTilizeBlock | OpKind::TileUntilizeBlock) => {
            let (src, block, dst) = (o(0)?, o(1)?, o(2)?);
            let from = frame_start(&b, src, "tanto.pipe.read_frame");
            let to = frame_start(&b, dst, "tanto.pipe.write_frame");
            let function = short_name(&name);
            call_runtime(
                module,
                &b,
                function,
                &[
                    from,
                    format_of(&b, src),
                    b.word(block),
                    to,
                    format_of(&b, dst),
                ],
            )?;
        }
        Some(kind) if super::pto::is_pto_op(kind) => return super::pto::lower(module, &b, op),
        _ => {
            let math_first = op
                .operand(0)
                .is_ok_and(|v| types::is_dynamic(v.r#type(), "tile", "math"));
            if !math_first {
                return Err(format!("'{name}' has no lowering to LLVM"));
            }
            let args = math_arguments(&b, &op)?;
            call_runtime(module, &b, &format!("tile_{}", short_name(&name)), &args)?;
        }
    }
    Ok(Vec::new())
}

/// The runtime arguments of a math op, in definition order (see the module
/// docs), then its attributes.
fn math_arguments<'c, 'a>(
    b: &Builder<'c, 'a>,
    op: &OperationRef<'c, 'a>,
) -> Result<Vec<Value<'c, 'a>>, String> {
    let name = op_name(op);
    let (def, ranges) = operand_ranges(op, op.operand_count())?;
    // An absent optional operand is None.
    let values: Vec<Option<Value>> = ranges
        .into_iter()
        .map(|range| range.clone().next().map(|i| operand(op, i)).transpose())
        .collect::<Result<_, _>>()?;
    let position = |n: &str| def.operands.iter().position(|d| d.name == n);
    let frame_indices: Vec<usize> = def
        .frame_indices
        .iter()
        .filter_map(|n| position(n))
        .collect();
    let pipes: Vec<usize> = def
        .operands
        .iter()
        .enumerate()
        .filter(|(_, d)| d.ty.starts_with("!pipe.pipe"))
        .map(|(i, _)| i)
        .collect();
    let mut args = Vec::new();
    for (i, value) in values.iter().enumerate() {
        if i == 0 || frame_indices.contains(&i) {
            continue; // the math object; frame indices go with their pipe
        }
        let Some(value) = *value else {
            args.push(b.constant(0));
            continue;
        };
        if let Some(k) = pipes.iter().position(|p| *p == i) {
            let index = frame_indices
                .get(k)
                .and_then(|f| values[*f])
                .ok_or_else(|| format!("'{name}': pipe operand without a frame index"))?;
            args.push(frame_tile(b, value, index));
            args.push(format_of(b, value));
            continue;
        }
        args.push(b.scalar_word(value).map_err(|e| format!("'{name}': {e}"))?);
    }
    for attribute_def in &def.attributes {
        let value = match &attribute_def.kind {
            AttrKind::Enum(_) => enum_index(op, &attribute_def.name)?,
            AttrKind::Unit => i64::from(op.attribute(&attribute_def.name).is_ok()),
            _ => continue,
        };
        args.push(b.constant(value));
    }
    Ok(args)
}
