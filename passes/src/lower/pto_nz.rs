//! TLOAD of a global tensor in the NZ layout (part of
//! tanto-lower-tile-to-llvm): the view's column strips of boxes
//! (tanto_dialects::pto_nz_global), each `rows·C0` contiguous elements,
//! copied as they lie into the NZ tile's strips (`static rows·C0`
//! elements apart), one `tanto.pto.transfer` row per strip, as pto-isa's
//! `TLoadGm2ubNz2nz` moves one burst per strip. No relayout: the tile
//! receives boxes.

use super::{element_size, pto_kernel::tile_shape, value_type, Builder};
use melior::ir::{Type, Value};
use tanto_dialects::{pto, pto_nz_global::nz_global};

/// The load into the tile whose words are `tile` (its type `tile_type`).
pub(crate) fn load<'c, 'a>(
    b: &Builder<'c, 'a>,
    view: Value<'c, 'a>,
    tile: &[Value<'c, 'a>],
    tile_type: Type<'c>,
) -> Result<(), String> {
    let gtensor = pto::GtensorType::cast(value_type(view)).ok_or("an NZ load of a non-view")?;
    let (shape, stride) = (
        gtensor.shape().ok_or("a view without a shape")?,
        gtensor.stride().ok_or("a view without strides")?,
    );
    let esize = element_size(tile_type);
    let nz = nz_global(&shape, &stride, esize)?;
    let static_rows = tile_shape(tile_type)
        .rows
        .ok_or("an NZ load into a tile without rows")?;
    let v = b.words(view);
    let c = |x: i64| b.constant(x);
    let args = [
        tile[0],
        c(static_rows * nz.c0 * esize),
        c(nz.s0 * nz.s1),
        c(nz.rows * nz.c0),
        v[0],
        v[1],
        c(esize),
        v[2],
        c(1),
        c(nz.s0),
        c(nz.s1),
        c(0),
        c(0),
        c(nz.t0),
        c(nz.t1),
        c(0),
    ];
    b.call("tanto.pto.transfer", &args, &[]);
    Ok(())
}
