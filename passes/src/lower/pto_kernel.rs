//! What makes a PTO kernel, shared by its allocation (tanto-pto-alloc) and
//! its lowering: the ops lowered as PTO instructions, the PTO types, the
//! static shape of a tile.

use melior::ir::{operation::OperationLike, OperationRef, RegionLike, Type};
use tanto_dialects::{
    ir, pipe,
    pto::{self, Layout, PadValue, SLayout},
    types, OpKind,
};

/// The PTO FIFO ops of the pipe dialect that go through global memory.
pub(crate) const FIFO_OPS: &[OpKind] = &[
    OpKind::PipeTpipe,
    OpKind::PipeTalloc,
    OpKind::PipeTpush,
    OpKind::PipeTpop,
    OpKind::PipeTfree,
];

/// The direct FIFO's ops.
pub(crate) const LOCAL_FIFO_OPS: &[OpKind] = &[
    OpKind::PipeTpipeLocal,
    OpKind::PipeTpushLocal,
    OpKind::PipeTpopLocal,
    OpKind::PipeTfreeLocal,
];

/// Whether a pto-dialect op is lowered to a runtime call: the PTO
/// instruction table names the op of every instruction; `pto.completion` is
/// the event result of PTO-AS's asynchronous forms.
pub fn is_pto_op(kind: OpKind) -> bool {
    kind == OpKind::PtoCompletion
        || kind
            .name()
            .strip_prefix("pto.")
            .is_some_and(|op| tanto_dialects::pto_isa::isa().implements(op))
}

/// A value of the pto dialect, or a FIFO: a kernel taking one is PTO's.
fn is_pto_type(ty: Type) -> bool {
    pto::is_dialect_type(ty) || pipe::FifoType::isa(ty)
}

/// A function with a body that uses PTO ops or takes PTO values: an entry
/// point of the runtime ABI like a Tanto kernel.
pub fn is_pto_kernel(function: OperationRef) -> bool {
    let has_body = function
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .is_some();
    let takes_pto = types::type_attribute(&function, "function_type")
        .and_then(|t| melior::ir::r#type::FunctionType::try_from(t).ok())
        .is_some_and(|f| (0..f.input_count()).any(|i| f.input(i).is_ok_and(is_pto_type)));
    has_body
        && (takes_pto
            || ir::any_nested(function, |op| {
                OpKind::of(&op).is_some_and(|kind| {
                    is_pto_op(kind) || FIFO_OPS.contains(&kind) || LOCAL_FIFO_OPS.contains(&kind)
                })
            }))
}

/// The parameters of a tile or tile buffer type (`!pto.tile`, `!pto.buf`),
/// read through their type wrappers; all None for another type.
#[derive(Debug, Clone, Default)]
pub(crate) struct TileShape<'c> {
    pub element: Option<Type<'c>>,
    pub rows: Option<i64>,
    pub cols: Option<i64>,
    pub valid_rows: Option<i64>,
    pub valid_cols: Option<i64>,
    pub layout: Option<Layout>,
    pub slayout: Option<SLayout>,
    pub fractal: Option<i64>,
    pub pad: Option<PadValue>,
}

/// Whether `ty` is a tile or a tile buffer.
pub(crate) fn is_tile(ty: Type) -> bool {
    pto::TileType::isa(ty) || pto::BufType::isa(ty)
}

/// The shape of tile (or tile buffer) type `ty`.
pub(crate) fn tile_shape(ty: Type) -> TileShape {
    if let Some(tile) = pto::TileType::cast(ty) {
        TileShape {
            element: tile.element(),
            rows: tile.rows(),
            cols: tile.cols(),
            valid_rows: tile.valid_rows(),
            valid_cols: tile.valid_cols(),
            layout: tile.layout(),
            slayout: tile.slayout(),
            fractal: tile.fractal(),
            pad: tile.pad(),
        }
    } else if let Some(buf) = pto::BufType::cast(ty) {
        TileShape {
            element: buf.element(),
            rows: buf.rows(),
            cols: buf.cols(),
            valid_rows: buf.valid_rows(),
            valid_cols: buf.valid_cols(),
            layout: buf.layout(),
            slayout: buf.slayout(),
            fractal: buf.fractal(),
            pad: buf.pad(),
        }
    } else {
        TileShape::default()
    }
}

/// Static valid rows and cols of a tile type (-1 when dynamic).
pub fn static_valid(ty: Type) -> (i64, i64) {
    let shape = tile_shape(ty);
    (
        shape.valid_rows.unwrap_or(-1),
        shape.valid_cols.unwrap_or(-1),
    )
}
