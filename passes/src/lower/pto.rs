//! PTO tile operations to the runtime ABI (part of tanto-lower-tile-to-llvm).
//!
//! A tile or tile buffer lowers to three words: its L1 address (from
//! tanto-pto-alloc or a manual placement), valid rows, valid columns. A
//! global-memory pointer lowers like a Tanto global buffer (address, page
//! size in elements); a view adds its element offset. TLOAD/TSTORE become
//! row-by-row NoC transfers through the device library; compute instructions
//! become `tanto_rt_pto_<op>` calls that pass each tile operand as (address,
//! valid rows, valid cols, static cols), scalars as words, then the data
//! format and the op's flags (docs/abi.md).

use super::{
    call_abi, call_runtime, data_format, element_size, enum_index, op_name, operand_ranges,
    pto_kernel::{is_tile, static_valid, tile_shape},
    rewrite::{accessed, typed, values},
    short_name, value_type, Builder,
};
use melior::ir::{
    operation::OperationLike, r#type::IntegerType, OperationRef, Type, TypeLike, Value, ValueLike,
};
use tanto_dialects::{
    interfaces, ir,
    pto::{self, Layout, PadValue, SLayout},
    spec::{Arity, AttrKind, OperandRole},
    types, OpKind,
};
use tanto_manifest::abi::math as abi;

/// The pitch word of a tile operand (docs/abi.md): its static columns in
/// bits 0..16, static rows in bits 16..28 and layout code in bits 28..32
/// (0 ND; 1 DN; 2 NZ, 3 ZN, 4 ZZ with 512-byte boxes; 5, 6, 7 with
/// 1024-byte ones). The rows let the engine fault on valid rows past the
/// tile.
pub(crate) fn pitch_word(ty: Type) -> Result<i64, String> {
    let shape = tile_shape(ty);
    let cols = shape.cols.unwrap_or(0);
    let fractal = shape.fractal.unwrap_or(512);
    let code = match (shape.layout, shape.slayout) {
        (Some(Layout::RowMajor), Some(SLayout::NoneBox)) | (None, _) => 0,
        // A DN column ([R, 1]) lies as an ND one does.
        (Some(Layout::ColMajor), Some(SLayout::NoneBox)) if cols == 1 => 0,
        (Some(Layout::ColMajor), Some(SLayout::NoneBox)) => 1,
        (blayout, slayout) => {
            let kind = match (blayout, slayout) {
                (Some(Layout::ColMajor), Some(SLayout::RowMajor)) => 0,
                (Some(Layout::RowMajor), Some(SLayout::ColMajor)) => 1,
                (Some(Layout::RowMajor), Some(SLayout::RowMajor)) => 2,
                _ => {
                    let blayout = blayout.map_or("", Layout::as_str);
                    let slayout = slayout.map_or("", SLayout::as_str);
                    return Err(format!("a tile of blayout {blayout} and slayout {slayout}: boxed tiles are NZ, ZN or ZZ"));
                }
            };
            match fractal {
                512 => 2 + kind,
                1024 => 5 + kind,
                other => {
                    return Err(format!(
                        "a tile of {other}-byte boxes: the engine knows 512 and 1024"
                    ))
                }
            }
        }
    };
    let rows = shape.rows.unwrap_or(0);
    if !(0..1 << 16).contains(&cols) || !(0..1 << 12).contains(&rows) {
        return Err(format!(
            "a {rows}x{cols} tile: at most 4095 rows and 65535 columns"
        ));
    }
    Ok(cols | rows << 16 | code << 28)
}

/// Static rows of a tile type (0 for another type).
fn static_rows(ty: Type) -> i64 {
    tile_shape(ty).rows.unwrap_or(0)
}

/// Static columns of a tile type (0 for another type).
fn static_cols(ty: Type) -> i64 {
    tile_shape(ty).cols.unwrap_or(0)
}

/// The shape and strides (in elements) of a global tensor view.
fn view_dims(ty: Type) -> Result<(Vec<i64>, Vec<i64>), String> {
    let view = pto::GtensorType::cast(ty);
    let shape = view
        .and_then(|v| v.shape())
        .ok_or("a view without a shape")?;
    let stride = view
        .and_then(|v| v.stride())
        .ok_or("a view without strides")?;
    Ok((shape, stride))
}

/// The extents of a view's dimensions as words: the type's static ones as
/// constants, each dynamic one from the view's words (after its address,
/// page and element offset, outermost first).
fn view_extents<'c, 'a>(
    b: &Builder<'c, 'a>,
    words: &[Value<'c, 'a>],
    shape: &[i64],
) -> Result<Vec<Value<'c, 'a>>, String> {
    let mut dynamic = words.iter().skip(3);
    shape
        .iter()
        .map(|extent| match *extent {
            -1 => dynamic
                .next()
                .copied()
                .ok_or_else(|| "a view without the word of a dynamic extent".to_string()),
            extent => Ok(b.constant(extent)),
        })
        .collect()
}

/// How many dimensions of a view type are dynamic.
fn dynamic_dims(ty: Type) -> usize {
    view_dims(ty).map_or(0, |(shape, _)| shape.iter().filter(|d| **d < 0).count())
}

/// Whether a tile is laid out other than row-major ND.
fn laid_out(ty: Type) -> bool {
    pitch_word(ty).is_ok_and(|w| w >> 28 != 0)
}

/// Words of a tile defined here at `address` with the valid dims of `ty`
/// (or the given dynamic ones).
fn new_tile<'c, 'a>(
    b: &Builder<'c, 'a>,
    address: i64,
    ty: Type,
    dynamic: &[Value<'c, 'a>],
) -> Result<Vec<Value<'c, 'a>>, String> {
    let (rows, cols) = static_valid(ty);
    let mut dynamic = dynamic.iter();
    let mut dim = |value: i64| -> Result<Value<'c, 'a>, String> {
        if value >= 0 {
            Ok(b.constant(value))
        } else {
            b.scalar_word(
                *dynamic
                    .next()
                    .ok_or("a dynamic valid dimension without its value")?,
            )
        }
    };
    let rows = dim(rows)?;
    Ok(vec![b.constant(address), rows, dim(cols)?])
}

/// A run-time valid shape (an `alloc_tile` or `set_validshape` operand)
/// checked against the static tile: `tanto_rt_pto_check_valid` faults where
/// it leaves the tile, before a transfer or an instruction runs past it.
/// Constant shapes are the verifier's.
pub(crate) fn check_valid<'c, 'a>(
    module: OperationRef,
    b: &Builder<'c, 'a>,
    words: &[Value<'c, 'a>],
    ty: Type,
) -> Result<(), String> {
    let shape = tile_shape(ty);
    let (rows, cols) = (shape.rows.unwrap_or(0), shape.cols.unwrap_or(0));
    let args = [words[1], words[2], b.constant(rows), b.constant(cols)];
    runtime(module, b, "check_valid", &args)
}

/// The L1 address tanto-pto-alloc gave an op's first tile result.
fn address_of(op: &OperationRef) -> Result<i64, String> {
    result_address(op, 0)
}

/// The L1 address of an op's tile result `number`.
pub(super) fn result_address(op: &OperationRef, number: usize) -> Result<i64, String> {
    let key = crate::pto_alloc::address_key(number);
    types::int_attribute(op, &key).ok_or_else(|| {
        let which = match number {
            0 => String::new(),
            n => format!(" for result {n}"),
        };
        format!(
            "'{}' has no local-memory address{which}: run tanto-pto-alloc first",
            op_name(op)
        )
    })
}

fn runtime<'c, 'a>(
    module: OperationRef,
    b: &Builder<'c, 'a>,
    name: &str,
    args: &[Value<'c, 'a>],
) -> Result<(), String> {
    call_runtime(module, b, &format!("pto_{name}"), args)
}

/// Lowers one PTO op with `b` (before it); returns the replacements of its results.
pub(crate) fn lower<'c, 'a>(
    module: OperationRef,
    b: &Builder<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Vec<Value<'c, 'a>>, String> {
    let name = op_name(&op);
    let operands: Vec<Value<'c, 'a>> = op.operands().collect();
    let short = short_name(&name);
    let Some(kind) = OpKind::of(&op) else {
        return compute(module, b, &op, short, &operands);
    };
    match kind {
        OpKind::PtoAllocTile => {
            let valid = typed(pto::AllocTileOp::cast(op), &op)?.valid();
            let ty = op.result(0).map_err(|e| e.to_string())?.r#type();
            let words = new_tile(b, address_of(&op)?, ty, &valid)?;
            if !valid.is_empty() {
                check_valid(module, b, &words, ty)?;
            }
            Ok(vec![Builder::result(b.cast(&words, &[ty]), 0)])
        }
        OpKind::PtoTassign => {
            // A tile argument placed by hand: every use sees the address.
            let target = accessed(typed(pto::TassignOp::cast(op), &op)?.tile())?;
            if target.is_block_argument() {
                let ty = value_type(target);
                let words = new_tile(b, address_of(&op)?, ty, &[])?;
                let placed = Builder::result(b.cast(&words, &[ty]), 0);
                ir::replace_all_uses(target, placed);
            }
            Ok(Vec::new())
        }
        // PTOAS's tassign with a result: the tile's words at the run-time
        // offset from the start of usable L1 (tanto-pto-alloc's `pto.base`).
        OpKind::PtoRebindTile => {
            let rebind = typed(pto::RebindTileOp::cast(op), &op)?;
            let [tile, offset] = values([rebind.tile(), rebind.addr()])?;
            let base = types::int_attribute(&op, "pto.base")
                .ok_or("a rebound tile without its base: run tanto-pto-alloc first")?;
            let words = b.words(tile);
            let address = b.binary(OpKind::ArithAddi, b.constant(base), b.scalar_word(offset)?);
            let ty = op.result(0).map_err(|e| e.to_string())?.r#type();
            Ok(vec![Builder::result(
                b.cast(&[address, words[1], words[2]], &[ty]),
                0,
            )])
        }
        OpKind::PtoMakeView => {
            // From a pointer or a view's address (`.data()`), each with its
            // element offset, plus an offset.
            let view = typed(pto::MakeViewOp::cast(op), &op)?;
            let mut words = b.words(accessed(view.ptr())?);
            // A view's own dynamic extents are not the new view's.
            words.truncate(3);
            let ty = op.result(0).map_err(|e| e.to_string())?.r#type();
            let indices = view.offset_and_extents();
            let (offset, extents) =
                indices.split_at(indices.len().saturating_sub(dynamic_dims(ty)));
            if let Some(offset) = offset.first() {
                words[2] = b.binary(OpKind::ArithAddi, words[2], b.scalar_word(*offset)?);
            }
            for extent in extents {
                words.push(b.scalar_word(*extent)?);
            }
            Ok(vec![Builder::result(b.cast(&words, &[ty]), 0)])
        }
        OpKind::PtoPartition => {
            let partition = typed(pto::PartitionOp::cast(op), &op)?;
            let source_view = accessed(partition.source())?;
            let source = b.words(source_view);
            let (_, stride) = view_dims(value_type(source_view))?;
            let ty = op.result(0).map_err(|e| e.to_string())?.r#type();
            let indices = partition.offsets_and_sizes();
            let (offsets, sizes) = indices.split_at(indices.len().saturating_sub(dynamic_dims(ty)));
            let mut offset = source[2];
            for (k, index) in offsets.iter().enumerate() {
                let dim = stride.len() - offsets.len() + k;
                let term = b.binary(
                    OpKind::ArithMuli,
                    b.scalar_word(*index)?,
                    b.constant(stride[dim]),
                );
                offset = b.binary(OpKind::ArithAddi, offset, term);
            }
            let mut words = vec![source[0], source[1], offset];
            for size in sizes {
                words.push(b.scalar_word(*size)?);
            }
            Ok(vec![Builder::result(b.cast(&words, &[ty]), 0)])
        }
        // A pointer's third word is its element offset.
        OpKind::PtoAddptr => {
            let ty = op.result(0).map_err(|e| e.to_string())?.r#type();
            let addptr = typed(pto::AddptrOp::cast(op), &op)?;
            let [ptr, offset] = values([addptr.ptr(), addptr.offset()])?;
            let mut words = b.words(ptr);
            words[2] = b.binary(OpKind::ArithAddi, words[2], b.scalar_word(offset)?);
            Ok(vec![Builder::result(b.cast(&words, &[ty]), 0)])
        }
        OpKind::PtoLoadScalar | OpKind::PtoStoreScalar => {
            let (ptr, offset, stored) = match pto::LoadScalarOp::cast(op) {
                Some(load) => {
                    let [ptr, offset] = values([load.ptr(), load.offset()])?;
                    (ptr, offset, None)
                }
                None => {
                    let store = typed(pto::StoreScalarOp::cast(op), &op)?;
                    let [value, ptr, offset] =
                        values([store.value(), store.ptr(), store.offset()])?;
                    (ptr, offset, Some(value))
                }
            };
            let words = b.words(ptr);
            let element = b.binary(OpKind::ArithAddi, words[2], b.scalar_word(offset)?);
            let mut args = vec![
                words[0],
                words[1],
                element,
                b.constant(element_size(value_type(ptr))),
            ];
            match stored {
                None => {
                    let ty = op.result(0).map_err(|e| e.to_string())?.r#type();
                    let word = b.call1("tanto.pto.load_scalar", &args);
                    Ok(vec![b.scalar_of_word(word, ty)?])
                }
                Some(value) => {
                    args.push(b.scalar_word(value)?);
                    b.call("tanto.pto.store_scalar", &args, &[]);
                    Ok(Vec::new())
                }
            }
        }
        // Views of a tile's storage: its words with another valid shape,
        // or (a subview) from another first element on.
        OpKind::PtoSetValidShape | OpKind::PtoTalias | OpKind::PtoSubview => {
            // The viewed tile, and the valid shape (set_valid_shape) or the
            // first element's row and column (subview).
            let (viewed, pair) = if let Some(set) = pto::SetValidShapeOp::cast(op) {
                let pair = values([set.valid_rows(), set.valid_cols()])?;
                (set.src(), Some(pair))
            } else if let Some(subview) = pto::SubviewOp::cast(op) {
                (subview.src(), Some(values([subview.row(), subview.col()])?))
            } else {
                (typed(pto::TaliasOp::cast(op), &op)?.src(), None)
            };
            let pair = || pair.ok_or_else(|| format!("'{name}' without its two indices"));
            let viewed = accessed(viewed)?;
            let ty = op.result(0).map_err(|e| e.to_string())?.r#type();
            let source = b.words(viewed);
            let mut words = source.clone();
            if kind == OpKind::PtoSetValidShape {
                words[1] = b.scalar_word(pair()?[0])?;
                words[2] = b.scalar_word(pair()?[1])?;
                check_valid(module, b, &words, ty)?;
            } else {
                let shape = tile_shape(ty);
                for (k, valid) in [(1, shape.valid_rows), (2, shape.valid_cols)] {
                    if let Some(v) = valid.filter(|v| *v >= 0) {
                        words[k] = b.constant(v);
                    }
                }
            }
            if kind == OpKind::PtoSubview {
                let source_type = value_type(viewed);
                let pitch = static_cols(source_type);
                let first = b.binary(
                    OpKind::ArithAddi,
                    b.binary(
                        OpKind::ArithMuli,
                        b.scalar_word(pair()?[0])?,
                        b.constant(pitch),
                    ),
                    b.scalar_word(pair()?[1])?,
                );
                let bytes = b.binary(
                    OpKind::ArithMuli,
                    first,
                    b.constant(element_size(source_type)),
                );
                words[0] = b.binary(OpKind::ArithAddi, source[0], bytes);
            }
            Ok(vec![Builder::result(b.cast(&words, &[ty]), 0)])
        }
        OpKind::PtoTload if op.has_attribute("nz_global") => {
            let load = typed(pto::TloadOp::cast(op), &op)?;
            let (tile, result_type) = destination(b, &op, load.dst())?;
            let tile_type = result_type
                .or_else(|| load.dst().map(value_type))
                .ok_or("a load without a destination")?;
            super::pto_nz::load(b, accessed(load.src())?, &tile, tile_type)?;
            Ok(match result_type {
                Some(ty) => vec![Builder::result(b.cast(&tile, &[ty]), 0)],
                None => Vec::new(),
            })
        }
        OpKind::PtoTload => {
            let load = typed(pto::TloadOp::cast(op), &op)?;
            transfer(
                module,
                b,
                &op,
                accessed(load.src())?,
                Tile::Into(load.dst()),
                None,
            )
        }
        OpKind::PtoTstore => {
            let store = typed(pto::TstoreOp::cast(op), &op)?;
            let [tile, view] = values([store.src(), store.view()])?;
            let fix = FixStore::of(b, &op, tile, view, Quantiser::None)?;
            transfer(module, b, &op, view, Tile::From(tile), fix)
        }
        OpKind::PtoTstorePre => {
            let store = typed(pto::TstorePreOp::cast(op), &op)?;
            let [tile, pre, view] = values([store.src(), store.pre(), store.view()])?;
            let fix = FixStore::of(b, &op, tile, view, Quantiser::Word(pre))?;
            transfer(module, b, &op, view, Tile::From(tile), fix)
        }
        OpKind::PtoTstoreFp => {
            let store = typed(pto::TstoreFpOp::cast(op), &op)?;
            let [tile, fp, view] = values([store.src(), store.fp(), store.view()])?;
            let fix = FixStore::of(b, &op, tile, view, Quantiser::Tile(fp))?;
            transfer(module, b, &op, view, Tile::From(tile), fix)
        }
        // PRINT: the value's kind and word, the format's length and bytes
        // (16 words).
        OpKind::PtoPrint => {
            let format = op
                .attribute("format")
                .ok()
                .and_then(|a| melior::ir::attribute::StringAttribute::try_from(a).ok())
                .map(|s| s.value().as_bytes().to_vec())
                .ok_or("PRINT without a format")?;
            if format.len() > 64 {
                return Err(format!(
                    "PRINT's format is {} bytes; at most 64",
                    format.len()
                ));
            }
            let (kind, word) = match typed(pto::PrintOp::cast(op), &op)?.value() {
                None => (0, b.constant(0)),
                Some(value) if value_type(value).is_f32() => (2, b.scalar_word(value)?),
                Some(value) => (1, b.scalar_word(value)?),
            };
            let mut args = vec![b.constant(kind), word, b.constant(format.len() as i64)];
            for chunk in 0..16 {
                let mut bytes = [0u8; 4];
                for (k, byte) in bytes.iter_mut().enumerate() {
                    *byte = format.get(chunk * 4 + k).copied().unwrap_or(0);
                }
                args.push(b.constant(i64::from(i32::from_le_bytes(bytes))));
            }
            runtime(module, b, "print", &args)?;
            Ok(Vec::new())
        }
        OpKind::PtoBufAddress => {
            let buffer = accessed(typed(pto::BufAddressOp::cast(op), &op)?.buf())?;
            Ok(vec![b.words(buffer)[0]])
        }
        // tanto-pto-alloc gave it the peer's buffer address.
        OpKind::PtoImportBuffer => {
            let address = types::int_attribute(&op, "pto.address").ok_or(
                "'pto.import_buffer' has no address: run tanto-pto-alloc on a module with the peer kernel",
            )?;
            Ok(vec![b.constant(address)])
        }
        // A2/A3's TF32 mode switch has no effect.
        OpKind::PtoSettf32mode => Ok(Vec::new()),
        OpKind::PtoMgather => {
            let gather = typed(pto::MgatherOp::cast(op), &op)?;
            let [view, idx] = values([gather.mem(), gather.idx()])?;
            indexed_move(b, &op, view, idx, Tile::Into(gather.dst()))
        }
        OpKind::PtoMscatter => {
            let scatter = typed(pto::MscatterOp::cast(op), &op)?;
            let [tile, idx, view] = values([scatter.src(), scatter.idx(), scatter.mem()])?;
            indexed_move(b, &op, view, idx, Tile::From(tile))
        }
        OpKind::PtoBlockInfo => {
            let value = b.call_i64(
                "tanto.pto.block_info",
                &[b.constant(enum_index(&op, "query")?)],
            );
            Ok(vec![value])
        }
        OpKind::PtoRecordEvent | OpKind::PtoWaitEvent => {
            let event = types::int_attribute(&op, "event").unwrap_or(0);
            let args = [
                b.constant(enum_index(&op, "src")?),
                b.constant(enum_index(&op, "dst")?),
                b.constant(event),
            ];
            runtime(module, b, short, &args)?;
            Ok(Vec::new())
        }
        // SET_FLAG / WAIT_FLAG: the id is a run-time value (`_dyn`), which
        // the runtime checks.
        OpKind::PtoSetFlag | OpKind::PtoWaitFlag => {
            let id = operands.first().ok_or("a flag without its event id")?;
            let args = [
                b.constant(enum_index(&op, "src")?),
                b.constant(enum_index(&op, "dst")?),
                b.scalar_word(*id)?,
            ];
            runtime(module, b, short, &args)?;
            Ok(Vec::new())
        }
        OpKind::PtoBarrier => {
            runtime(
                module,
                b,
                "barrier",
                &[b.constant(enum_index(&op, "pipe")?)],
            )?;
            Ok(Vec::new())
        }
        // Instructions complete in program order: a completion event is
        // complete when made (event 0, which every wait passes).
        OpKind::PtoCompletion => {
            let ty = op.result(0).map_err(|e| e.to_string())?.r#type();
            Ok(vec![Builder::result(b.cast(&[b.constant(0)], &[ty]), 0)])
        }
        OpKind::PtoTprint => {
            let tile = accessed(typed(pto::TprintOp::cast(op), &op)?.src())?;
            let ty = value_type(tile);
            let mut args = b.words(tile);
            args.push(b.constant(pitch_word(ty)?));
            args.push(b.constant(static_rows(ty)));
            args.push(b.constant(data_format(ty)));
            runtime(module, b, "tprint", &args)?;
            Ok(Vec::new())
        }
        OpKind::PtoSyncSet | OpKind::PtoSyncWait => {
            let id = types::int_attribute(&op, "id").unwrap_or(0);
            runtime(module, b, short, &[b.constant(id)])?;
            Ok(Vec::new())
        }
        // Instructions run in program order: the token orders nothing more.
        OpKind::PtoBufToken => Ok(Vec::new()),
        OpKind::PtoTmrgsortLists => merge_lists(module, b, &op),
        OpKind::PtoTgatherCompare => {
            gather_compare(module, b, &op)?;
            Ok(Vec::new())
        }
        OpKind::PtoTinterleave
        | OpKind::PtoTdeinterleave
        | OpKind::PtoTpartargmax
        | OpKind::PtoTpartargmin => two_destinations(module, b, &op, kind, short),
        OpKind::PtoTrap => {
            runtime(module, b, "trap", &[])?;
            Ok(Vec::new())
        }
        OpKind::PtoTgetval => {
            let getval = typed(pto::TgetvalOp::cast(op), &op)?;
            let [tile, index] = values([getval.src(), getval.index()])?;
            let ty = value_type(tile);
            let mut args = b.words(tile);
            args.push(b.constant(pitch_word(ty)?));
            args.push(b.scalar_word(index)?);
            args.push(b.constant(data_format(ty)));
            let word = call_abi(module, b, &abi::PTO_TGETVAL, &args)?
                .ok_or("internal error: tanto_rt_pto_tgetval returns no word")?;
            let result = op.result(0).map_err(|e| e.to_string())?.r#type();
            Ok(vec![b.scalar_of_word(word, result)?])
        }
        OpKind::PtoTsetval => {
            let setval = typed(pto::TsetvalOp::cast(op), &op)?;
            let [index, value, tile] = values([setval.index(), setval.value(), setval.dst()])?;
            let ty = value_type(tile);
            let mut args = b.words(tile);
            args.push(b.constant(pitch_word(ty)?));
            args.push(b.scalar_word(index)?);
            args.push(b.scalar_word(value)?);
            args.push(b.constant(data_format(ty)));
            runtime(module, b, "tsetval", &args)?;
            Ok(Vec::new())
        }
        OpKind::PtoSyncall => {
            let used = match typed(pto::SyncallOp::cast(op), &op)?.used_cores() {
                Some(value) => b.scalar_word(value)?,
                None => b.constant(0),
            };
            let args = [used, b.constant(enum_index(&op, "core_type")?)];
            runtime(module, b, "syncall", &args)?;
            Ok(Vec::new())
        }
        OpKind::PtoBuildAsyncSession
        | OpKind::PtoTputAsync
        | OpKind::PtoTgetAsync
        | OpKind::PtoWaitAsyncEvent
        | OpKind::PtoTestAsyncEvent => super::pto_comm::lower(b, op, kind),
        OpKind::PtoTsync => {
            let events = typed(pto::TsyncOp::cast(op), &op)?.events();
            let args: Vec<Value> = events.iter().map(|e| b.word(*e)).collect();
            for event in args {
                runtime(module, b, "wait", &[event])?;
            }
            Ok(Vec::new())
        }
        _ => compute(module, b, &op, short, &operands),
    }
}

/// The destination words of an instruction: its dst buffer, or a new tile at
/// the op's address for a level 1 result.
fn destination<'c, 'a>(
    b: &Builder<'c, 'a>,
    op: &OperationRef<'c, 'a>,
    dst: Option<Value<'c, 'a>>,
) -> Result<(Vec<Value<'c, 'a>>, Option<Type<'c>>), String> {
    if let Some(dst) = dst {
        return Ok((b.words(dst), None));
    }
    let ty = op.result(0).map_err(|e| e.to_string())?.r#type();
    Ok((new_tile(b, address_of(op)?, ty, &[])?, Some(ty)))
}

/// TMRGSORT's 2-4 list form: each list's words (zeros for an absent one),
/// the destination's (level 2's buffer or level 1's result), the format and
/// `exhausted`. The merge returns the counts of lists 0 and 1, the status
/// read after it those of lists 2 and 3; they become the vector<4xi16>.
fn merge_lists<'c, 'a>(
    module: OperationRef,
    b: &Builder<'c, 'a>,
    op: &OperationRef<'c, 'a>,
) -> Result<Vec<Value<'c, 'a>>, String> {
    let merge = typed(pto::TmrgsortListsOp::cast(*op), op)?;
    let first_two = [merge.src0(), merge.src1()].map(Result::ok);
    let mut args = Vec::new();
    let mut format = None;
    for list in first_two.into_iter().chain([merge.src2(), merge.src3()]) {
        match list {
            Some(list) => {
                format.get_or_insert(data_format(value_type(list)));
                args.extend(b.words(list));
                args.push(b.constant(pitch_word(value_type(list))?));
            }
            None => args.extend((0..4).map(|_| b.constant(0))),
        }
    }
    let mut replacements = Vec::new();
    let (words, result_type) = destination(b, op, merge.dst())?;
    let dst_type = match (result_type, merge.dst()) {
        (Some(ty), _) => {
            replacements.push(Builder::result(b.cast(&words, &[ty]), 0));
            ty
        }
        (None, Some(dst)) => value_type(dst),
        (None, None) => return Err("tmrgsort without a destination".into()),
    };
    args.extend(words);
    args.push(b.constant(pitch_word(dst_type)?));
    args.push(b.constant(format.unwrap_or_else(|| data_format(dst_type))));
    args.push(b.constant(i64::from(merge.exhausted())));
    let low = call_abi(module, b, &abi::PTO_TMRGSORT_LISTS, &args)?;
    let high = call_abi(module, b, &abi::PTO_TMRGSORT_STATUS, &[])?;
    // Four i16 counts, the low half of each word first.
    let i16_type: Type = IntegerType::new(b.context(), 16).into();
    let mut counts = Vec::new();
    for word in [low, high] {
        let word = word.ok_or("internal error: the list merge returns no counts")?;
        let shifted = b.binary(OpKind::ArithShrui, word, b.constant(16));
        for half in [word, shifted] {
            counts.push(Builder::result(
                b.build(OpKind::ArithTrunci, &[half], &[i16_type], &[]),
                0,
            ));
        }
    }
    let executed = merge.executed().map_err(|e| e.to_string())?.r#type();
    replacements.push(Builder::result(
        b.build(OpKind::VectorFromElements, &counts, &[executed], &[]),
        0,
    ));
    Ok(replacements)
}

/// TGATHER's compare form: the source's words, k's, the indices' and the
/// counts' words, the source's format, the comparison and the first index.
fn gather_compare<'c, 'a>(
    module: OperationRef,
    b: &Builder<'c, 'a>,
    op: &OperationRef<'c, 'a>,
) -> Result<(), String> {
    let operand = |i: usize| op.operand(i).map_err(|e| e.to_string());
    let (src, k, dst, cdst) = (operand(0)?, operand(1)?, operand(3)?, operand(4)?);
    let mut args = Vec::new();
    args.extend(b.words(src));
    args.push(b.constant(pitch_word(value_type(src))?));
    args.push(b.scalar_word(k)?);
    for tile in [dst, cdst] {
        args.extend(b.words(tile));
        args.push(b.constant(pitch_word(value_type(tile))?));
    }
    args.push(b.constant(data_format(value_type(src))));
    args.push(b.constant(enum_index(op, "cmp_mode")?));
    args.push(b.constant(types::int_attribute(op, "offset").unwrap_or(0)));
    call_abi(module, b, &abi::PTO_TGATHER_COMPARE, &args)?;
    Ok(())
}

/// TPARTARGMAX/MIN, TINTERLEAVE, TDEINTERLEAVE: each tile as its words and
/// columns, sources then the two destinations (level 2's buffers or level
/// 1's results, placed by tanto-pto-alloc), then the data formats.
fn two_destinations<'c, 'a>(
    module: OperationRef,
    b: &Builder<'c, 'a>,
    op: &OperationRef<'c, 'a>,
    kind: OpKind,
    short: &str,
) -> Result<Vec<Value<'c, 'a>>, String> {
    // Level 2 names its destinations by role; level 1 returns them.
    let destinations = interfaces::role_operands(*op, OperandRole::Destination);
    let level_1 = destinations.is_empty();
    let sources = interfaces::operands_without_role(*op, OperandRole::Destination);
    let mut args = Vec::new();
    let tile_words = |args: &mut Vec<Value<'c, 'a>>,
                      words: Vec<Value<'c, 'a>>,
                      ty: Type|
     -> Result<(), String> {
        args.extend(words);
        args.push(b.constant(pitch_word(ty)?));
        Ok(())
    };
    for tile in &sources {
        tile_words(&mut args, b.words(*tile), value_type(*tile))?;
    }
    // One-source TDEINTERLEAVE: four zero words for src1.
    if kind == OpKind::PtoTdeinterleave && sources.len() == 1 {
        args.extend((0..4).map(|_| b.constant(0)));
    }
    let mut replacements = Vec::new();
    if level_1 {
        for number in 0..2 {
            let ty = op.result(number).map_err(|e| e.to_string())?.r#type();
            let words = new_tile(b, result_address(op, number)?, ty, &[])?;
            replacements.push(Builder::result(b.cast(&words, &[ty]), 0));
            tile_words(&mut args, words, ty)?;
        }
    } else {
        for tile in &destinations {
            tile_words(&mut args, b.words(*tile), value_type(*tile))?;
        }
    }
    // The values' format, and TPARTARGMAX/MIN's indices' (src0_idx).
    let format_of = |i: usize| sources.get(i).map_or(0, |v| data_format(value_type(*v)));
    args.push(b.constant(format_of(0)));
    if matches!(kind, OpKind::PtoTpartargmax | OpKind::PtoTpartargmin) {
        args.push(b.constant(format_of(2)));
    }
    runtime(module, b, short, &args)?;
    Ok(replacements)
}

/// MGATHER / MSCATTER: `tanto.pto.indexed_move` over the data tile's valid
/// region (library.mlir), with the table's shape and row stride from the
/// view's type and the out-of-range policy as an action (0 none, 1 clamp,
/// 2 wrap, 3 drop).
fn indexed_move<'c, 'a>(
    b: &Builder<'c, 'a>,
    op: &OperationRef<'c, 'a>,
    view: Value<'c, 'a>,
    idx: Value<'c, 'a>,
    tile_value: Tile<'c, 'a>,
) -> Result<Vec<Value<'c, 'a>>, String> {
    let scatter = matches!(tile_value, Tile::From(_));
    let (tile, tile_type, result_type) = match tile_value {
        Tile::From(tile) => (b.words(tile), value_type(tile), None),
        Tile::Into(dst) => {
            let (words, ty) = destination(b, op, dst)?;
            let tile_type = ty
                .or_else(|| dst.map(value_type))
                .ok_or("a gather without a destination")?;
            (words, tile_type, ty)
        }
    };
    let view_type = value_type(view);
    let (shape, stride) = view_dims(view_type)?;
    let esize = element_size(tile_type);
    let idx_type = value_type(idx);
    let idx_cols = static_cols(idx_type);
    let idx_pitch = idx_cols * 4;
    // A row-mode index column ([N, 1]) steps by rows, an index row by words.
    let idx_step = if idx_cols == 1 { idx_pitch } else { 4 };
    let oob = enum_index(op, "oob")?;
    let action = if scatter {
        [0, 3, 1, 2][oob as usize % 4]
    } else {
        oob
    };
    let (v, x) = (b.words(view), b.words(idx));
    let extents = view_extents(b, &v, &shape)?;
    let c = |value: i64| b.constant(value);
    let args = [
        tile[0],
        c(static_cols(tile_type) * esize),
        tile[1],
        tile[2],
        x[0],
        c(idx_step),
        c(idx_pitch),
        v[0],
        v[1],
        c(esize),
        v[2],
        extents[3],
        extents[4],
        c(stride[3]),
        c(enum_index(op, "coalesce")?),
        c(action),
        // 0 gather, 1 scatter, 2 + k an atomic scatter (k 0 add, 1 max, 2 min).
        c(if scatter {
            match enum_index(op, "atomic")? {
                0 => 1,
                k => 1 + k,
            }
        } else {
            0
        }),
        c(data_format(tile_type)),
    ];
    b.call("tanto.pto.indexed_move", &args, &[]);
    Ok(match result_type {
        Some(ty) => vec![Builder::result(b.cast(&tile, &[ty]), 0)],
        None => Vec::new(),
    })
}

/// The tile of a transfer between a tile and global memory: the source of
/// a store, or a load's destination (level 2's buffer, or none for level 1's
/// result).
#[derive(Clone, Copy)]
enum Tile<'c, 'a> {
    From(Value<'c, 'a>),
    Into(Option<Value<'c, 'a>>),
}

/// What a TSTORE quantises its accumulator with.
enum Quantiser<'c, 'a> {
    None,
    /// tstore_pre's 64-bit word.
    Word(Value<'c, 'a>),
    /// tstore_fp's scaling tile: one word per column.
    Tile(Value<'c, 'a>),
}

/// A TSTORE that does more than copy bytes: through the fix-pipe (an
/// accumulator converted to the view's type, clamped at 0, quantised) or
/// adding into global memory. `tanto.pto.store_elements`'s last words.
struct FixStore<'c, 'a> {
    src_esize: i64,
    mode: i64,
    pre: [Value<'c, 'a>; 2],
}

impl<'c, 'a> FixStore<'c, 'a> {
    /// None for a store of the tile's bytes as they are (a vec or mat tile,
    /// or an accumulator into a view of its own type, without ReLU).
    fn of(
        b: &Builder<'c, 'a>,
        op: &OperationRef<'c, 'a>,
        tile: Value<'c, 'a>,
        view: Value<'c, 'a>,
        quantiser: Quantiser<'c, 'a>,
    ) -> Result<Option<Self>, String> {
        let (tile_type, view_type) = (value_type(tile), value_type(view));
        let acc = pto::TileType::cast(tile_type)
            .and_then(|t| t.loc())
            .or_else(|| pto::BufType::cast(tile_type).and_then(|t| t.loc()))
            == Some(pto::TileLoc::Acc);
        let relu = op.attribute("relu").is_ok();
        let atomic = op.attribute("atomic_add").is_ok();
        let to = data_format(view_type);
        // Out of vec or mat the bits go as they are (a same-sized view type
        // reinterprets them).
        let from = if acc { data_format(tile_type) } else { to };
        let (code, pre) = match quantiser {
            Quantiser::None if !relu && !atomic && from == to => return Ok(None),
            Quantiser::None => (0, [b.constant(0), b.constant(0)]),
            Quantiser::Word(word) => {
                let high = b.binary(
                    OpKind::ArithShrui,
                    word,
                    b.constant_of(32, value_type(word)),
                );
                (1, [b.scalar_word(word)?, b.scalar_word(high)?])
            }
            Quantiser::Tile(fp) => (2, [b.words(fp)[0], b.constant(0)]),
        };
        let mode = from | to << 8 | i64::from(relu) << 16 | i64::from(atomic) << 17 | code << 18;
        Ok(Some(FixStore {
            src_esize: element_size(tile_type),
            mode,
            pre,
        }))
    }
}

/// TLOAD (`Tile::Into`) and TSTORE (`Tile::From`): `tanto.pto.transfer`
/// row by row between the tile and the view, or a store's
/// `tanto.pto.store_elements` element by element when `fix` says how.
fn transfer<'c, 'a>(
    module: OperationRef,
    b: &Builder<'c, 'a>,
    op: &OperationRef<'c, 'a>,
    view: Value<'c, 'a>,
    tile_value: Tile<'c, 'a>,
    fix: Option<FixStore<'c, 'a>>,
) -> Result<Vec<Value<'c, 'a>>, String> {
    let store = matches!(tile_value, Tile::From(_));
    let (tile, result_type, tile_type) = match tile_value {
        Tile::From(tile) => (b.words(tile), None, value_type(tile)),
        Tile::Into(dst) => {
            let (words, ty) = destination(b, op, dst)?;
            let tile_type = ty
                .or_else(|| dst.map(value_type))
                .ok_or("a load without a destination")?;
            (words, ty, tile_type)
        }
    };
    let view_type = value_type(view);
    let (shape, stride) = view_dims(view_type)?;
    let esize = element_size(tile_type);
    let pitch = static_cols(tile_type) * esize;
    let v = b.words(view);
    let extents = view_extents(b, &v, &shape)?;
    let c = |x: i64| b.constant(x);
    // A DN or boxed tile moves ND rows through its own storage: a store
    // rearranges it into ND first and back after; a load rearranges after.
    let relayout = |into: bool| -> Result<(), String> {
        if !laid_out(tile_type) {
            return Ok(());
        }
        let mut args = tile.clone();
        args.push(c(pitch_word(tile_type)?));
        args.push(c(data_format(tile_type)));
        args.push(c(i64::from(into)));
        call_abi(module, b, &abi::PTO_RELAYOUT, &args).map(|_| ())
    };
    if store {
        relayout(false)?;
    }
    let mut args = vec![
        tile[0],
        c(pitch),
        tile[1],
        tile[2],
        v[0],
        v[1],
        c(esize),
        v[2],
        extents[1],
        extents[2],
        extents[3],
        c(stride[0]),
        c(stride[1]),
        c(stride[2]),
        c(stride[3]),
    ];
    match fix {
        Some(fix) => {
            // Global memory holds the view's elements.
            args[6] = c(element_size(view_type));
            args.extend([c(fix.src_esize), c(fix.mode), fix.pre[0], fix.pre[1]]);
            b.call("tanto.pto.store_elements", &args, &[]);
        }
        None => {
            args.push(c(i64::from(store)));
            b.call("tanto.pto.transfer", &args, &[]);
        }
    }
    relayout(true)?;
    Ok(match result_type {
        Some(ty) => vec![Builder::result(b.cast(&tile, &[ty]), 0)],
        None => Vec::new(),
    })
}

/// Compute instructions: `tanto_rt_pto_<op>` with the operands in definition
/// order (an absent optional tile as four zeros; scratch tiles left out), the destination, the data
/// format of the first tile, then unit flags as 0/1.
fn compute<'c, 'a>(
    module: OperationRef,
    b: &Builder<'c, 'a>,
    op: &OperationRef<'c, 'a>,
    short: &str,
    operands: &[Value<'c, 'a>],
) -> Result<Vec<Value<'c, 'a>>, String> {
    let name = op_name(op);
    let (def, ranges) = operand_ranges(op, operands.len())?;
    let mut args = Vec::new();
    let mut dst = None;
    let mut format = None;
    let mut indices = None;
    let mut tile_formats: Vec<(&str, i64)> = Vec::new();
    for (value_def, range) in def.operands.iter().zip(ranges) {
        if value_def.role == Some(OperandRole::Indices) {
            indices = range.clone().next().map(|i| operands[i]);
        }
        if value_def.role == Some(OperandRole::Destination) {
            dst = range.clone().next().map(|i| operands[i]);
            continue;
        }
        if value_def.role == Some(OperandRole::Scratch) {
            continue;
        }
        let tile_operand = value_def.ty.contains("!pto.tile");
        match range.clone().next().map(|i| operands[i]) {
            Some(value) if is_tile(value_type(value)) => {
                let ty = value_type(value);
                // The data format is the data's: not a selection's mask's,
                // not an accumulator's (a matrix product's is its operands').
                if !matches!(
                    value_def.role,
                    Some(OperandRole::Mask | OperandRole::Accumulator)
                ) {
                    format.get_or_insert(data_format(ty));
                }
                tile_formats.push((value_def.name.as_str(), data_format(ty)));
                args.extend(b.words(value));
                args.push(b.constant(pitch_word(ty)?));
            }
            // A 64-bit word (TMOV's pre-quantisation word): its low and
            // high halves.
            Some(value) if value_def.ty == "i64" => {
                let i64_type = value_type(value);
                let high = b.binary(OpKind::ArithShrui, value, b.constant_of(32, i64_type));
                args.push(b.scalar_word(value)?);
                args.push(b.scalar_word(high)?);
            }
            Some(value) => args.push(b.scalar_word(value)?),
            None if tile_operand || value_def.arity == Arity::Optional => {
                args.extend((0..4).map(|_| b.constant(0)))
            }
            None => args.push(b.constant(0)),
        }
    }
    let (dst_words, result_type) = destination(b, op, dst)?;
    let dst_type = match (dst, result_type) {
        (Some(d), _) => value_type(d),
        (None, Some(t)) => t,
        (None, None) => return Err(format!("'{name}' has no destination")),
    };
    args.extend(dst_words.iter().copied());
    args.push(b.constant(pitch_word(dst_type)?));
    args.push(b.constant(format.unwrap_or_else(|| data_format(dst_type))));
    // A conversion or an arg-reduction also needs the destination's format
    // (as do TAXPY, which may widen, and windows, which convert from acc).
    // TMOV converts out of an accumulator.
    let converts = def.rules.iter().any(|r| r == "pto_mov_elements")
        || tanto_dialects::pto_isa::isa().find(short).is_some_and(|i| {
            matches!(
                i.class.as_deref(),
                Some(
                    "convert"
                        | "pack"
                        | "extract_fp"
                        | "insert_fp"
                        | "mov_fp"
                        | "row_arg_reduce"
                        | "col_arg_reduce"
                        | "quant"
                        | "dequant"
                        | "axpy"
                        | "extract"
                        | "insert"
                )
            )
        });
    if converts {
        args.push(b.constant(data_format(dst_type)));
    }
    // An MX product's tiles each have their own format: after a's, the
    // scales' and b's (manifest/abi.toml, layout.matmul_mx).
    let mx = tanto_dialects::pto_isa::isa()
        .find(short)
        .and_then(|i| i.runtime.as_ref()?.layout.as_deref())
        .is_some_and(|layout| layout.starts_with("matmul_mx"));
    if mx {
        for operand in ["a_scale", "b", "b_scale"] {
            let (_, code) = tile_formats
                .iter()
                .find(|(name, _)| *name == operand)
                .ok_or_else(|| format!("'{name}' has no tile `{operand}`"))?;
            args.push(b.constant(*code));
        }
    }
    // A pad fill covers the destination's static tile with its pad value.
    let class = tanto_dialects::pto_isa::isa()
        .find(short)
        .and_then(|i| i.class.as_deref());
    // A gather or scatter also needs its offsets' format (0, unread, for
    // TGATHER's mask-pattern form, which has none).
    if matches!(class, Some("gather" | "scatter")) {
        let format = match indices {
            Some(indices) => data_format(value_type(indices)),
            None if class == Some("gather") => 0,
            None => return Err(format!("'{name}' has no indices")),
        };
        args.push(b.constant(format));
    }
    // A reshape copies whole static tiles: both static row counts and the
    // destination's format.
    if class == Some("reshape") {
        let src = operands
            .first()
            .ok_or_else(|| format!("'{name}' has no source"))?;
        args.push(b.constant(static_rows(value_type(*src))));
        args.push(b.constant(static_rows(dst_type)));
        args.push(b.constant(data_format(dst_type)));
    }
    // A block gather's offsets are bounded by the source's static tile.
    if class == Some("gather_block") {
        let src = operands
            .first()
            .ok_or_else(|| format!("'{name}' has no source"))?;
        args.push(b.constant(static_rows(value_type(*src))));
    }
    // A window's bounds are checked against the whole tile's static rows
    // (its static columns are the pitch).
    if matches!(
        class,
        Some("extract" | "insert" | "extract_fp" | "insert_fp")
    ) {
        let whole = match (class, operands.first()) {
            (Some("extract" | "extract_fp"), Some(src)) => value_type(*src),
            _ => dst_type,
        };
        args.push(b.constant(static_rows(whole)));
    }
    if class == Some("fill_pad") {
        let pad = tile_shape(dst_type).pad;
        let index = PadValue::ALL
            .iter()
            .position(|v| Some(*v) == pad)
            .ok_or_else(|| format!("'{name}': the destination has no pad value"))?;
        args.push(b.constant(static_rows(dst_type)));
        args.push(b.constant(index as i64));
    }
    // Unit flags as 0/1 and enum attributes as their index, in definition
    // order.
    for attribute in &def.attributes {
        match &attribute.kind {
            AttrKind::Unit => {
                args.push(b.constant(i64::from(op.attribute(&attribute.name).is_ok())))
            }
            AttrKind::Enum(_) => args.push(b.constant(enum_index(op, &attribute.name)?)),
            AttrKind::Int => {
                args.push(b.constant(types::int_attribute(op, &attribute.name).unwrap_or(0)))
            }
            _ => {}
        }
    }
    runtime(module, b, short, &args)?;
    Ok(match result_type {
        Some(ty) => vec![Builder::result(b.cast(&dst_words, &[ty]), 0)],
        None => Vec::new(),
    })
}
