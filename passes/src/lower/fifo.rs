//! The PTO FIFOs of the pipe dialect to the runtime's FIFO calls (part of
//! tanto-lower-pipe-to-llvm): through global memory (`pipe.tpipe`, `talloc`,
//! `tpush`, `tpop`, `tfree`) and A5's direct FIFO (`pipe.tpipe_local` and
//! its `_local` ops), docs/abi.md.

use super::{
    call_runtime, data_format, element_size,
    pto::pitch_word,
    pto_kernel::tile_shape,
    rewrite::{accessed, typed, Lowered},
    value_type, Builder,
};
use melior::ir::{operation::OperationLike, OperationRef, Type, Value, ValueLike};
use tanto_dialects::{
    ir,
    pipe::{self, Direction, FifoType, Split},
    pto, OpKind,
};

/// A FIFO's slot size in bytes, slot count and flag, from its type.
struct Slots {
    size: i64,
    count: i64,
    flag: i64,
}

impl Slots {
    fn of(ty: Type) -> Self {
        let fifo = FifoType::cast(ty);
        Self {
            size: fifo.and_then(|f| f.slot_size()).unwrap_or(0),
            count: fifo.and_then(|f| f.slot_num()).unwrap_or(1),
            flag: fifo.and_then(|f| f.flag_id()).unwrap_or(0),
        }
    }
}

/// The PTO FIFO: `pipe.tpipe` is its memory and flag; `talloc`/`tpop` wait
/// for a slot and return its view (slot base plus the split offset of this
/// sub-core: up_down subblock * rows * cols * sizeof, left_right subblock *
/// cols * sizeof, on the consumers of a c2v FIFO and the producers of a v2c
/// one); `tpush`/`tfree` signal the peer.
pub(crate) fn lower_fifo<'c, 'a>(
    b: &Builder<'c, 'a>,
    op: &OperationRef<'c, 'a>,
) -> Lowered<'c, 'a> {
    if let Some(tpipe) = pipe::TpipeOp::cast(*op) {
        return lower_tpipe(b, op, accessed(tpipe.mem())?);
    }
    if let Some(talloc) = pipe::TallocOp::cast(*op) {
        return slot_view(
            b,
            op,
            accessed(talloc.fifo())?,
            false,
            talloc.dir(),
            talloc.split(),
        );
    }
    if let Some(tpop) = pipe::TpopOp::cast(*op) {
        return slot_view(
            b,
            op,
            accessed(tpop.fifo())?,
            true,
            tpop.dir(),
            tpop.split(),
        );
    }
    let (fifo, runtime) = match pipe::TpushOp::cast(*op) {
        Some(tpush) => (tpush.fifo(), "tanto_rt_pto_fifo_push"),
        None => (
            typed(pipe::TfreeOp::cast(*op), op)?.fifo(),
            "tanto_rt_pto_fifo_free",
        ),
    };
    let flag = b.words(accessed(fifo)?)[2];
    b.call(runtime, &[flag], &[]);
    Ok(Vec::new())
}

fn lower_tpipe<'c, 'a>(
    b: &Builder<'c, 'a>,
    op: &OperationRef<'c, 'a>,
    memory: Value<'c, 'a>,
) -> Lowered<'c, 'a> {
    let Ok(result) = op.result(0) else {
        return Ok(Vec::new());
    };
    // The FIFO's slots start at its memory's base (the runtime's flags know
    // no element offset).
    if ir::defining_op(memory).is_some_and(|d| pto::AddptrOp::cast(d).is_some()) {
        return Err(
            "a TPipe's memory must be a kernel's pointer argument, not one moved by pto.addptr"
                .into(),
        );
    }
    let ty = result.r#type();
    let words = b.words(memory);
    let words = [words[0], words[1], b.constant(Slots::of(ty).flag)];
    Ok(vec![b.join_words(&words, ty)])
}

/// `talloc` (`pop` false) or `tpop`: the view of the next slot.
fn slot_view<'c, 'a>(
    b: &Builder<'c, 'a>,
    op: &OperationRef<'c, 'a>,
    fifo: Value<'c, 'a>,
    pop: bool,
    direction: Option<Direction>,
    split: Option<Split>,
) -> Lowered<'c, 'a> {
    let Ok(result) = op.result(0) else {
        return Ok(Vec::new());
    };
    let view_type = result.r#type();
    let slots = Slots::of(value_type(fifo));
    let fifo = b.words(fifo);
    let runtime = if pop {
        "tanto_rt_pto_fifo_pop"
    } else {
        "tanto_rt_pto_fifo_alloc"
    };
    let slot = b.call1(runtime, &[fifo[2], b.constant(slots.count)]);
    let mut bytes = b.binary(OpKind::ArithMuli, slot, b.constant(slots.size));
    let c2v = direction == Some(Direction::C2v);
    let splits_here = c2v == pop;
    let esize = element_size(view_type);
    let shape = pto::GtensorType::cast(view_type)
        .and_then(|view| view.shape())
        .unwrap_or_default();
    let (rows, cols) = (
        shape.get(3).copied().unwrap_or(1),
        shape.get(4).copied().unwrap_or(1),
    );
    let part = match split {
        Some(Split::UpDown) => rows * cols * esize,
        Some(Split::LeftRight) => cols * esize,
        _ => 0,
    };
    if splits_here && part != 0 {
        let subblock = b.call_i64("tanto.pto.block_info", &[b.constant(2)]);
        let subblock = Builder::result(
            b.build(OpKind::ArithTrunci, &[subblock], &[b.i32()], &[]),
            0,
        );
        let offset = b.binary(OpKind::ArithMuli, subblock, b.constant(part));
        bytes = b.binary(OpKind::ArithAddi, bytes, offset);
    }
    let elements = b.binary(OpKind::ArithDivui, bytes, b.constant(esize));
    Ok(vec![b.join_words(&[fifo[0], fifo[1], elements], view_type)])
}

/// A5's direct FIFO (docs/abi.md): `pipe.tpipe_local` is the slot buffer's
/// address and the flag (a consumer binds its cores' buffer to the flag);
/// a push takes a slot, writes the tile into the consumer cores' slot
/// (`tanto_rt_pto_fifo_write_local`, a NoC write), waits for the write and
/// commits; a pop takes a filled slot of this core's buffer and moves its
/// part into the tile (TMOV from the row-major slot); a free releases it.
pub(crate) fn lower_local_fifo<'c, 'a>(
    module: OperationRef<'c, 'a>,
    b: &Builder<'c, 'a>,
    op: &OperationRef<'c, 'a>,
) -> Lowered<'c, 'a> {
    let c = |x: i64| b.constant(x);
    if let Some(tpipe) = pipe::TpipeLocalOp::cast(*op) {
        let base = accessed(tpipe.base())?;
        let Ok(result) = op.result(0) else {
            return Ok(Vec::new());
        };
        let ty = result.r#type();
        let slots = Slots::of(ty);
        let flag = c(slots.flag);
        if tpipe.consumer() {
            let slot_size = c(slots.size);
            let count = c(slots.count);
            b.call(
                "tanto_rt_pto_fifo_bind",
                &[flag, count, base, slot_size],
                &[],
            );
        }
        return Ok(vec![b.join_words(&[base, c(0), flag], ty)]);
    }
    let (first, tile) = if let Some(push) = pipe::TpushLocalOp::cast(*op) {
        (push.fifo(), Some((push.tile(), push.dir(), push.split())))
    } else if let Some(pop) = pipe::TpopLocalOp::cast(*op) {
        (pop.fifo(), Some((pop.tile(), pop.dir(), pop.split())))
    } else {
        (typed(pipe::TfreeLocalOp::cast(*op), op)?.fifo(), None)
    };
    let first = accessed(first)?;
    if ir::defining_op(first).is_some_and(|d| pipe::TpipeOp::cast(d).is_some()) {
        return Err("a direct FIFO op on a FIFO through global memory ('pipe.tpipe')".into());
    }
    let slots = Slots::of(value_type(first));
    let fifo = b.words(first);
    let (base, flag) = (fifo[0], fifo[2]);
    let count = c(slots.count);
    let slot_offset = |runtime: &str| {
        let slot = b.call1(runtime, &[flag, count]);
        b.binary(OpKind::ArithMuli, slot, c(slots.size))
    };
    match (OpKind::of(op), tile) {
        (Some(OpKind::PipeTpushLocal), Some((tile, direction, split))) => {
            let tile = accessed(tile)?;
            let ty = value_type(tile);
            let split = match split {
                Some(Split::UpDown) => 1,
                Some(Split::LeftRight) => 2,
                _ => 0,
            };
            let c2v = direction == Some(Direction::C2v);
            let offset = slot_offset("tanto_rt_pto_fifo_alloc");
            let args = [
                flag,
                base,
                offset,
                c(split),
                c(i64::from(c2v)),
                b.words(tile)[0],
                c(pitch_word(ty)?),
                c(tile_shape(ty).rows.unwrap_or(0)),
                c(data_format(ty)),
            ];
            b.call("tanto_rt_pto_fifo_write_local", &args, &[]);
            b.call("tanto_rt_noc_write_barrier", &[], &[]);
            b.call("tanto_rt_pto_fifo_push", &[flag], &[]);
        }
        (_, Some((tile, _, _))) => {
            let tile = accessed(tile)?;
            let ty = value_type(tile);
            let offset = slot_offset("tanto_rt_pto_fifo_pop");
            let at = b.binary(OpKind::ArithAddi, base, offset);
            let dst = b.words(tile);
            // The slot holds this sub-block's part row-major, as wide as the
            // tile's static columns.
            // A plain TMOV (abi.toml's `mov` layout): one format, no ReLU.
            let mut args = vec![at, dst[1], dst[2], c(tile_shape(ty).cols.unwrap_or(0))];
            args.extend(dst.iter().copied());
            args.push(c(pitch_word(ty)?));
            args.push(c(data_format(ty)));
            args.push(c(data_format(ty)));
            args.extend([c(0), c(0)]);
            call_runtime(module, b, "pto_tmov", &args)?;
        }
        _ => {
            b.call("tanto_rt_pto_fifo_free", &[flag], &[]);
        }
    }
    Ok(Vec::new())
}
