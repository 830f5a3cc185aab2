//! PTOAS's asynchronous communication ops to the device library (part of
//! tanto-lower-tile-to-llvm). One device's cores share one global memory,
//! so a put or get is a global-to-global copy of the address given,
//! staged through the session's scratch tile (`tanto.pto.gm_copy`), and it
//! is complete when the op returns: an event is one word (1, done), and
//! waiting for or testing it is true.

use super::{element_size, pto_kernel::tile_shape, value_type, Builder};
use melior::ir::{operation::OperationLike, OperationRef, Value, ValueLike};
use tanto_dialects::{pto, OpKind};

/// The words of a session: its scratch tile's L1 address and size in bytes.
pub(crate) const SESSION_WORDS: usize = 2;

/// Lowers one async op (`kind`); returns the replacements of its results.
pub(crate) fn lower<'c, 'a>(
    b: &Builder<'c, 'a>,
    op: OperationRef<'c, 'a>,
    kind: OpKind,
) -> Result<Vec<Value<'c, 'a>>, String> {
    let operand = |index: usize| op.operand(index).map_err(|e| e.to_string());
    let result_type = op.result(0).map_err(|e| e.to_string())?.r#type();
    let done = match kind {
        OpKind::PtoBuildAsyncSession => {
            let scratch = operand(0)?;
            let shape = tile_shape(value_type(scratch));
            let bytes = shape.rows.unwrap_or(0)
                * shape.cols.unwrap_or(0)
                * element_size(value_type(scratch));
            let words = [b.word(scratch), b.constant(bytes)];
            return Ok(vec![Builder::result(b.cast(&words, &[result_type]), 0)]);
        }
        OpKind::PtoTputAsync | OpKind::PtoTgetAsync => {
            let [dst, src, session] = [operand(0)?, operand(1)?, operand(2)?];
            copy(b, dst, src, session)?;
            b.constant(1)
        }
        OpKind::PtoWaitAsyncEvent | OpKind::PtoTestAsyncEvent => b.constant_of(1, result_type),
        _ => return Err(format!("internal error: {kind:?} is not an async op")),
    };
    if pto::AsyncEventType::isa(result_type) {
        return Ok(vec![Builder::result(b.cast(&[done], &[result_type]), 0)]);
    }
    Ok(vec![done])
}

/// `tanto.pto.gm_copy` of the source's elements (the verifier made both
/// flat 1-D tensors of one static shape) to the destination.
fn copy<'c, 'a>(
    b: &Builder<'c, 'a>,
    dst: Value<'c, 'a>,
    src: Value<'c, 'a>,
    session: Value<'c, 'a>,
) -> Result<(), String> {
    let count = pto::GtensorType::cast(value_type(src))
        .and_then(|v| v.shape())
        .and_then(|shape| shape.last().copied())
        .filter(|count| *count >= 0)
        .ok_or("an async copy of a tensor without a static shape")?;
    let (d, s, scratch) = (b.words(dst), b.words(src), b.words(session));
    let args = [
        scratch[0],
        scratch[1],
        d[0],
        d[1],
        d[2],
        s[0],
        s[1],
        s[2],
        b.constant(element_size(value_type(src))),
        b.constant(count),
    ];
    b.call("tanto.pto.gm_copy", &args, &[]);
    Ok(())
}
