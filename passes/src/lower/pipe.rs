//! `tanto-lower-pipe-to-llvm`: pipe operations to the inline pipe protocol
//! of the device library (control block counters in L1, docs/abi.md); the
//! PTO FIFO ops to the runtime's FIFO calls (lower/fifo.rs).

use super::{
    element_size, frame_word, op_name,
    rewrite::{accessed, lowering_start, typed, values, Lowered, OnError, Patterns, Rewrite},
    value_type, Builder,
};
use melior::{
    ir::{OperationRef, Value, ValueLike},
    Context,
};
use tanto_dialects::{
    pass::{FnPass, PassInfo, PassResult},
    pipe, OpDialect, OpKind,
};

pub static PASS: PassInfo = PassInfo {
    argument: "tanto-lower-pipe-to-llvm",
    description: "Lower pipe operations to the inline pipe protocol (control-block counters in L1) of the runtime ABI",
    anchor: OpKind::BuiltinModule.name(),
    create: |options| FnPass::new(PASS.argument, run).create(options),
};

/// Declarations stay for the kernels' lowering.
fn run<'c>(context: &'c Context, module: OperationRef<'c, '_>) -> PassResult {
    let ops = lowering_start(context, module, PASS.argument, &[OpDialect::Pipe])?;
    let mut patterns = Patterns::new();
    patterns
        .add(&[OpKind::PipeSetFrame], set_frame)
        .add(&[OpKind::PipeGet], get)
        .add(&[OpKind::PipeSet], set)
        .add(&[OpKind::PipeReserveBack], |r| {
            protocol(r, typed(pipe::ReserveBackOp::cast(r.op), &r.op)?.pipe())
        })
        .add(&[OpKind::PipeReserveNext], reserve_next)
        .add(&[OpKind::PipeWaitNext], wait_next)
        .add(&[OpKind::PipePushBack], |r| {
            protocol(r, typed(pipe::PushBackOp::cast(r.op), &r.op)?.pipe())
        })
        .add(&[OpKind::PipeWaitFront], |r| {
            protocol(r, typed(pipe::WaitFrontOp::cast(r.op), &r.op)?.pipe())
        })
        .add(&[OpKind::PipePopFront], |r| {
            protocol(r, typed(pipe::PopFrontOp::cast(r.op), &r.op)?.pipe())
        })
        .add(super::pto_kernel::FIFO_OPS, |r| {
            super::fifo::lower_fifo(&r.b, &r.op)
        })
        .add(super::pto_kernel::LOCAL_FIFO_OPS, |r| {
            super::fifo::lower_local_fifo(r.module, &r.b, &r.op)
        })
        .otherwise(|r| {
            Err(format!(
                "'{}' has no lowering to LLVM yet: PTO FIFOs are lowered with the PTO frontend",
                op_name(&r.op)
            ))
        });
    patterns.apply(context, module, ops, OnError::Continue)
}

fn set_frame<'c, 'x>(r: &Rewrite<'x, 'c>) -> Lowered<'c, 'x> {
    let op = typed(pipe::SetFrameOp::cast(r.op), &r.op)?;
    let b = &r.b;
    let [pipe, tiles] = values([op.pipe(), op.tiles()])?;
    let (pipe, tiles) = (b.word(pipe), b.word(tiles));
    let frame_word = b.constant(frame_word(&r.op)?);
    b.call("tanto.pipe.set_frame", &[pipe, frame_word, tiles], &[]);
    Ok(Vec::new())
}

/// The pipe protocol's ops: one call of the device library's
/// `tanto.<op name>(pipe, frame word)`.
fn protocol<'c, 'x>(
    r: &Rewrite<'x, 'c>,
    pipe: Result<Value<'c, 'x>, melior::Error>,
) -> Lowered<'c, 'x> {
    let b = &r.b;
    let pipe = b.word(accessed(pipe)?);
    let frame_word = b.constant(frame_word(&r.op)?);
    b.call(
        &format!("tanto.{}", op_name(&r.op)),
        &[pipe, frame_word],
        &[],
    );
    Ok(Vec::new())
}

/// `reserve_next`: room for the write frame and the `ahead` after it.
fn reserve_next<'c, 'x>(r: &Rewrite<'x, 'c>) -> Lowered<'c, 'x> {
    let op = typed(pipe::ReserveNextOp::cast(r.op), &r.op)?;
    frames_ahead(r, op.pipe(), op.ahead(), "tanto.pipe.reserve_next", "write")
}

/// `wait_next`: the read frame and the `ahead` after it filled.
fn wait_next<'c, 'x>(r: &Rewrite<'x, 'c>) -> Lowered<'c, 'x> {
    let op = typed(pipe::WaitNextOp::cast(r.op), &r.op)?;
    frames_ahead(r, op.pipe(), op.ahead(), "tanto.pipe.wait_next", "read")
}

/// Calls the library's `function(pipe, frame word, ahead)`: a step that
/// waits for the frames up to `ahead` (1 when absent) after the `frame`
/// frame.
fn frames_ahead<'c, 'x>(
    r: &Rewrite<'x, 'c>,
    pipe: Result<Value<'c, 'x>, melior::Error>,
    ahead: Option<i64>,
    function: &str,
    frame: &str,
) -> Lowered<'c, 'x> {
    let ahead = ahead.unwrap_or(1);
    if ahead < 1 {
        return Err(format!(
            "`ahead = {ahead}` is not a frame after the {frame} frame"
        ));
    }
    let b = &r.b;
    let pipe = b.word(accessed(pipe)?);
    let frame_word = b.constant(frame_word(&r.op)?);
    b.call(function, &[pipe, frame_word, b.constant(ahead)], &[]);
    Ok(Vec::new())
}

/// The address of element `index` of the pipe's read frame (get) or write
/// frame (set), as a pointer.
fn frame_element<'c, 'x>(
    b: &Builder<'c, 'x>,
    pipe: Value<'c, 'x>,
    index: Value<'c, 'x>,
    frame: &str,
) -> Result<Value<'c, 'x>, String> {
    let size = element_size(value_type(pipe));
    let tile_bytes = b.constant(1024 * size);
    let start = b.call1(frame, &[b.word(pipe), tile_bytes]);
    let offset = b.binary(OpKind::ArithMuli, b.word(index), b.constant(size));
    let address = b.binary(OpKind::ArithAddi, start, offset);
    let pointer_type =
        tanto_dialects::ir::parse_type(b.context(), "!llvm.ptr").map_err(|e| e.to_string())?;
    Ok(b.call("tanto.ptr", &[address], &[pointer_type])[0])
}

fn get<'c, 'x>(r: &Rewrite<'x, 'c>) -> Lowered<'c, 'x> {
    let op = typed(pipe::GetOp::cast(r.op), &r.op)?;
    let [pipe, index] = values([op.pipe(), op.index()])?;
    let pointer = frame_element(&r.b, pipe, index, "tanto.pipe.read_frame")?;
    let element = accessed(r.op.result(0))?.r#type();
    let load = r.b.build(OpKind::LlvmLoad, &[pointer], &[element], &[]);
    Ok(vec![Builder::result(load, 0)])
}

fn set<'c, 'x>(r: &Rewrite<'x, 'c>) -> Lowered<'c, 'x> {
    let op = typed(pipe::SetOp::cast(r.op), &r.op)?;
    let [pipe, index, value] = values([op.pipe(), op.index(), op.value()])?;
    let pointer = frame_element(&r.b, pipe, index, "tanto.pipe.write_frame")?;
    r.b.build(OpKind::LlvmStore, &[value, pointer], &[], &[]);
    Ok(Vec::new())
}
